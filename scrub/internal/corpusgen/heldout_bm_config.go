package main

// heldout_bm_config.go: secrets in config files, connection strings, shell commands and keys.

import (
	"encoding/base64"
	"strings"
)

// hbmConfigAll gathers the config generators.
func hbmConfigAll() []Sample {
	var out []Sample
	out = append(out, hbmDBURLs()...)
	out = append(out, hbmShellCmds()...)
	out = append(out, hbmConfFiles()...)
	out = append(out, hbmKeysJWT()...)
	return out
}

// hbmDBURLs: database URLs and connection strings with passwords.
func hbmDBURLs() []Sample {
	var out []Sample
	for i := 0; i < 20; i++ {
		p := hbmURLPw()
		u := hbmP("app", "gestionale", "mairie_rw", "postgres", "root", "sa", "odoo")
		h := hbmP("db.infogerance-alpes.fr", "10.0.3.12", "pg-prod.ovh.net", "mysql.aruba.it", "localhost", "srv-sql01")
		var text, format string
		keep := []string{}
		switch i % 8 {
		case 0:
			format = "env"
			l := "APP_ENV=prod"
			text = l + "\nDATABASE_URL=postgres://" + u + ":" + p + "@" + h + ":5432/" + hbmP("etatcivil", "fatture", "elevi", "socis")
			keep = append(keep, l)
		case 1:
			format = "chat"
			text = "chaîne de connexion : mysql://" + u + ":" + p + "@" + h + "/odoo"
		case 2:
			format = "config"
			text = "Server=" + h + ";Database=Compta;User Id=" + u + ";Password=" + p + ";TrustServerCertificate=True"
		case 3:
			format = "yaml"
			text = "spring:\n  datasource:\n    url: jdbc:postgresql://" + h + ":5432/protocollo\n    username: " + u + "\n    password: " + p
			keep = append(keep, "    username: "+u)
		case 4:
			format = "chat"
			text = "mongodb+srv://" + u + ":" + p + "@cluster0." + hbmR(lower+digits, 5) + ".mongodb.net/?retryWrites=true"
		case 5:
			format = "php"
			text = "define( 'DB_NAME', 'wp_mairie' );\ndefine( 'DB_USER', '" + u + "' );\ndefine( 'DB_PASSWORD', '" + p + "' );\ndefine( 'DB_HOST', 'localhost' );"
			keep = append(keep, "define( 'DB_HOST', 'localhost' );")
		case 6:
			format = "notes"
			text = "Redis du site : redis://:" + p + "@" + h + ":6379/0"
		default:
			format = "properties"
			text = "db.url=jdbc:mysql://" + h + "/registro\ndb.user=" + u + "\ndb.password=" + p
		}
		out = append(out, hbmS("db-connection", format, text, hbmSec(p), keep...))
	}
	return out
}

// hbmShellCmds: commands with a password or token on the command line.
func hbmShellCmds() []Sample {
	var out []Sample
	for i := 0; i < 22; i++ {
		p := hbmURLPw()
		u := hbmUser()
		if strings.Contains(u, "@") {
			u = "deploy"
		}
		var text, format string
		var keep []string
		format = "shell"
		switch i % 9 {
		case 0:
			text = "$ mysql -u " + u + " -p" + p + " -h 127.0.0.1 compta"
		case 1:
			text = "docker login registry.gitlab.com -u " + u + " -p " + p
		case 2:
			l := "$ cd /srv/sauvegardes"
			text = l + "\n$ curl -u " + u + ":" + p + " -T dump.sql.gz https://cloud.mairie.fr/remote.php/dav/files/" + u + "/"
			keep = []string{l}
		case 3:
			text = "$ curl -H 'Authorization: Basic " + base64.StdEncoding.EncodeToString([]byte(u+":"+p)) + "' https://api.interne.local/status"
			p = base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
		case 4:
			text = "sshpass -p '" + p + "' ssh " + u + "@nas.local"
		case 5:
			text = "PGPASSWORD=" + p + " pg_dump -h db -U " + u + " etatcivil > etatcivil.sql"
		case 6:
			text = "net use Z: \\\\SRV-FICHIERS\\Partage /user:MAIRIE\\" + u + " " + p
		case 7:
			text = "git clone https://" + u + ":" + p + "@git.infogerance-alpes.fr/mairie/site.git"
		default:
			text = "mysqldump --user=" + u + " --password='" + p + "' --all-databases | gzip > /backup/all.sql.gz"
		}
		out = append(out, hbmS("cli-credential", format, text, hbmSec(p), keep...))
	}
	return out
}

// hbmConfFiles: .env, Kubernetes secrets, INI, TOML, XML.
func hbmConfFiles() []Sample {
	var out []Sample
	for i := 0; i < 24; i++ {
		var text, format string
		var secs, keep []string
		switch i % 8 {
		case 0:
			p := hbmRandPw()
			k := hbmR(alnum, 40)
			format = "env"
			text = "# .env de l'appli de réservation\nAPP_NAME=Reservations\nSMTP_HOST=smtp.office365.com\nSMTP_PASSWORD=" + p + "\nAPP_KEY=base64:" + base64.StdEncoding.EncodeToString([]byte(k)) + "\nLOG_LEVEL=info"
			secs = []string{p, base64.StdEncoding.EncodeToString([]byte(k))}
			keep = []string{"SMTP_HOST=smtp.office365.com"}
		case 1:
			p := hbmPw()
			enc := base64.StdEncoding.EncodeToString([]byte(p))
			format = "yaml"
			text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: portail-db\n  namespace: mairie\ntype: Opaque\ndata:\n  username: " + base64.StdEncoding.EncodeToString([]byte("portail")) + "\n  password: " + enc
			secs = []string{enc}
			keep = []string{"  namespace: mairie"}
		case 2:
			p := hbmPw()
			format = "ini"
			text = "[smtp]\nserveur = smtps.aruba.it\nporta = 465\nutente = " + hbmUser() + "\npassword = " + p
			secs = []string{p}
			keep = []string{"porta = 465"}
		case 3:
			t := hbmR(alnum, 32)
			format = "toml"
			text = "[api.ovh]\nendpoint = \"ovh-eu\"\napplication_key = \"" + hbmR(alnum, 16) + "\"\napplication_secret = \"" + t + "\"\nconsumer_key = \"" + hbmR(alnum, 32) + "\""
			secs = []string{t}
			keep = []string{"endpoint = \"ovh-eu\""}
			ck := text[strings.LastIndex(text, "= \"")+3 : len(text)-1]
			secs = append(secs, ck)
		case 4:
			p := hbmRandPwNoComma()
			p = strings.NewReplacer("&", "", "<", "", ">", "").Replace(p)
			format = "xml"
			text = "<connectionStrings>\n  <add name=\"Paie\" connectionString=\"Data Source=SRV-SQL;Initial Catalog=Paie;User ID=paie;Password=" + p + "\" />\n</connectionStrings>"
			secs = []string{p}
		case 5:
			p := hbmPw()
			enc := base64.StdEncoding.EncodeToString([]byte(p))
			format = "yaml"
			text = "kubectl get secret smtp -o yaml\n...\ndata:\n  SMTP_PASS: " + enc + "\n  SMTP_USER: " + base64.StdEncoding.EncodeToString([]byte("noreply@"+hbmDomain()))
			secs = []string{enc}
		case 6:
			p := hbmPw()
			format = "docker-compose"
			text = "services:\n  db:\n    image: mariadb:10.11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"" + p + "\"\n      MARIADB_DATABASE: glpi"
			secs = []string{p}
			keep = []string{"    image: mariadb:10.11"}
		default:
			p := hbmPw()
			format = "config"
			text = "# /etc/fetchmailrc\npoll pop.orange.fr protocol pop3\n  user \"" + hbmUser() + "\" password \"" + strings.ReplaceAll(p, "\"", "") + "\""
			secs = []string{strings.ReplaceAll(p, "\"", "")}
		}
		out = append(out, hbmS("config-secret", format, text, secs, keep...))
	}
	return out
}

// hbmPEM is a fake PEM private key body.
func hbmPEM(kind string) string {
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	n := hbmN(6, 12)
	for j := 0; j < n; j++ {
		b.WriteString(hbmR(alnum+"+/", 64) + "\n")
	}
	b.WriteString(hbmR(alnum+"+/", 20) + "==\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}

// hbmJWT is a JWT with a plausible header and payload.
func hbmJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	pl := base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"` + hbmDigits(6) + `","name":"` + hbmName() + `","iat":17` + hbmR(digits, 8) + `}`))
	return h + "." + pl + "." + hbmR(b64url, 43)
}

// hbmKeysJWT: PEM private keys, SSH keys and JWTs.
func hbmKeysJWT() []Sample {
	var out []Sample
	for i := 0; i < 20; i++ {
		var text, format string
		var secs, keep []string
		switch i % 6 {
		case 0:
			k := hbmPEM(hbmP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"))
			format = "chat"
			text = "Voici la clé privée du certificat du site, à mettre sur le serveur :\n" + k
			secs = []string{k}
		case 1:
			k := hbmPEM("OPENSSH PRIVATE KEY")
			format = "notes"
			l := "Accès SFTP prestataire paie — hôte sftp.paie.example"
			text = l + "\n" + k
			secs = []string{k}
			keep = []string{l}
		case 2:
			j := hbmJWT()
			format = "shell"
			text = "curl -H \"Authorization: Bearer " + j + "\" https://api.gestionale.it/v2/fatture"
			secs = []string{j}
		case 3:
			j := hbmJWT()
			format = "chat"
			text = "il token di sessione che mi hai chiesto: " + j
			secs = []string{j}
		case 4:
			k := hbmPEM("PRIVATE KEY")
			format = "json"
			esc := strings.ReplaceAll(k, "\n", "\\n")
			text = "{\n  \"type\": \"service_account\",\n  \"private_key\": \"" + esc + "\\n\"\n}"
			secs = []string{esc}
		default:
			j := hbmJWT()
			format = "log"
			text = hbmDateFR() + " 10:42:1" + hbmR(digits, 1) + " DEBUG auth: cookie session=" + j + " path=/espace-famille"
			secs = []string{j}
		}
		out = append(out, hbmS("private-key-jwt", format, text, secs, keep...))
	}
	return out
}
