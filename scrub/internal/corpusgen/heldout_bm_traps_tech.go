package main

// heldout_bm_traps_tech.go: traps of technical strings that look random but are not secrets:
// hashes, ids, digests, public keys, certificates, publishable keys, paths and URLs.

import (
	"encoding/base64"
	"strconv"
	"strings"
)

// hbmUUID is a random v4 UUID.
func hbmUUID() string {
	return hbmR(hexs, 8) + "-" + hbmR(hexs, 4) + "-4" + hbmR(hexs, 3) + "-" + hbmR("89ab", 1) + hbmR(hexs, 3) + "-" + hbmR(hexs, 12)
}

// hbmCert is a certificate's public PEM.
func hbmCert() string {
	var b strings.Builder
	b.WriteString("-----BEGIN CERTIFICATE-----\nMIID" + hbmR(alnum+"+/", 60) + "\n")
	for j := 0; j < hbmN(4, 8); j++ {
		b.WriteString(hbmR(alnum+"+/", 64) + "\n")
	}
	b.WriteString(hbmR(alnum+"+/", 24) + "=\n-----END CERTIFICATE-----")
	return b.String()
}

// hbmTrapsTechAll: technical strings that are not credentials.
func hbmTrapsTechAll() []Sample {
	var out []Sample
	for i := 0; i < 130; i++ {
		var text, format string
		switch i % 26 {
		case 0:
			format = "shell"
			text = "$ git log --oneline -3\n" + hbmR(hexs, 7) + " corrige l'export CSV des inscriptions\n" + hbmR(hexs, 7) + " ajoute le champ allergie\n" + hbmR(hexs, 7) + " Merge branch 'cantine'"
		case 1:
			format = "chat"
			text = "c'est corrigé dans le commit " + hbmR(hexs, 40) + ", déployé ce matin"
		case 2:
			format = "shell"
			text = "$ sha256sum Setup_Paie_" + strconv.Itoa(hbmN(2023, 2025)) + ".exe\n" + hbmR(hexs, 64) + "  Setup_Paie_2024.exe"
		case 3:
			format = "chat"
			text = "L'empreinte MD5 du fichier de sauvegarde est " + hbmR(hexs, 32) + ", identique à celle d'hier."
		case 4:
			format = "log"
			text = hbmDateFR() + " 11:02:44 ERROR [req " + hbmUUID() + "] timeout calling https://api.pagopa.gov.it/ after 30000ms"
		case 5:
			format = "chat"
			text = "ID richiesta per l'assistenza: " + hbmUUID() + " (da citare nel ticket)"
		case 6:
			format = "yaml"
			text = "image: ghcr.io/" + hbmP("mairie", "comune", "primaria") + "/portail@sha256:" + hbmR(hexs, 64) + "\nreplicas: 2"
		case 7:
			format = "chat"
			text = "Version déployée : v" + strconv.Itoa(hbmN(1, 5)) + "." + strconv.Itoa(hbmN(0, 20)) + "." + strconv.Itoa(hbmN(0, 9)) + "+build." + hbmR(digits, 4) + " (build " + hbmR(hexs, 12) + ")"
		case 8:
			format = "json"
			text = "\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-" + base64.StdEncoding.EncodeToString([]byte(hbmR(alnum, 64))) + "\"\n}"
		case 9:
			format = "chat"
			text = "la clé publique SSH à ajouter sur le NAS : ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hbmR(alnum+"+/", 43) + " " + hbmUser()
		case 10:
			format = "notes"
			text = "Certificat du site (partie publique, pour le prestataire) :\n" + hbmCert()
		case 11:
			format = "html"
			text = "<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_" + hbmR(alnum, 99) + "');</script>"
		case 12:
			format = "chat"
			text = "clé publiable Stripe pour le formulaire de dons : pk_test_" + hbmR(alnum, 99)
		case 13:
			format = "html"
			text = "<div class=\"g-recaptcha\" data-sitekey=\"6Le" + hbmR(b64url, 37) + "\"></div>"
		case 14:
			format = "chat"
			text = "le fichier est dans \\\\SRV-FICHIERS\\Compta\\" + strconv.Itoa(hbmN(2022, 2025)) + "\\" + hbmP("Factures", "Devis", "Bulletins", "Subventions") + "\\" + hbmP("Janvier", "Mars", "Octobre", "Décembre") + "\\" + hbmP(hbmLast...) + "_" + hbmDigits(4) + ".pdf ou sur /mnt/partage/compta/"
		case 15:
			format = "chat"
			text = "le lien du formulaire : https://www.demarches-simplifiees.fr/commencer/" + hbmP("inscription-cantine", "demande-salle", "subvention-asso") + "-" + strconv.Itoa(hbmN(2024, 2026)) + "?utm_source=" + hbmP("site", "newsletter", "facebook") + "&ref=" + hbmR(lower, 6)
		case 16:
			format = "chat"
			text = "écrivez à " + strings.ToLower(hbmP(hbmFirst...)) + "." + strings.ToLower(hbmP(hbmLast...)) + "@" + hbmDomain() + " ou au secrétariat, serveur mail smtp." + hbmDomain()
		case 17:
			format = "chat"
			text = "Base64 d'un texte banal : " + base64.StdEncoding.EncodeToString([]byte(hbmP("Bonjour ", "Buongiorno ", "Bună ziua ", "Bon dia ")+hbmP(hbmFirst...)+hbmP(", réunion à ", ", riunione alle ", ", ședința la ", ", reunió a les ")+strconv.Itoa(hbmN(8, 20))+"h"+hbmP("00", "30")))
		case 18:
			format = "yaml"
			text = "metadata:\n  name: portail-" + hbmR(lower+digits, 10) + "-" + hbmR(lower+digits, 5) + "\n  uid: " + hbmUUID() + "\n  resourceVersion: \"" + hbmDigits(7) + "\""
		case 19:
			format = "diff"
			text = "diff --git a/src/export.py b/src/export.py\nindex " + hbmR(hexs, 7) + ".." + hbmR(hexs, 7) + " 100644\n--- a/src/export.py\n+++ b/src/export.py\n@@ -1,2 +1,2 @@\n-SEPARATEUR = ','\n+SEPARATEUR = ';'"
		case 20:
			format = "chat"
			text = "Empreinte de la clé GPG du secrétariat : " + hbmGroup4(strings.ToUpper(hbmR(hexs, 40)))
		case 21:
			format = "log"
			text = "Jan 1" + hbmR(digits, 1) + " 03:00:0" + hbmR(digits, 1) + " nas kernel: eth0: link up, MAC " + hbmR(hexs, 2) + ":" + hbmR(hexs, 2) + ":" + hbmR(hexs, 2) + ":" + hbmR(hexs, 2) + ":" + hbmR(hexs, 2) + ":" + hbmR(hexs, 2) + "\nJan 12 03:00:02 nas backup: job " + hbmUUID() + " finished"
		case 22:
			format = "shell"
			text = "$ docker ps\nCONTAINER ID   IMAGE            STATUS\n" + hbmR(hexs, 12) + "   nextcloud:29     Up 3 days\n" + hbmR(hexs, 12) + "   mariadb:10.11    Up 3 days"
		case 23:
			format = "chat"
			text = "Windows Update KB" + hbmDigits(7) + " bloque l'imprimante, GUID du pilote {" + strings.ToUpper(hbmUUID()) + "}"
		case 24:
			format = "stacktrace"
			text = "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"codiceFiscale\" is null\n\tat it.comune.anagrafe.Validatore.check(Validatore.java:" + strconv.Itoa(hbmN(20, 300)) + ")\n\tat it.comune.anagrafe.Servizio.salva(Servizio.java:88)"
		default:
			format = "chat"
			text = "ETag \"" + hbmR(hexs, 32) + "-" + strconv.Itoa(hbmN(2, 9)) + "\" renvoyé par le S3, le cache est bon"
		}
		out = append(out, hbmS("trap-tech", format, text, nil))
	}
	return out
}
