package main

// heldout_am*.go: a blind held-out part, written without reading the scrubber's rules and
// without running it. Its character leans towards lawyers, courts, public administration and
// NGOs: e-filing portals, notaries, tax advisers, municipal IT, donor CRMs, whistleblower
// platforms; memos and tickets in several languages; traps of case numbers and evidence hashes.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAM() []Sample {
	var out []Sample
	// the four named shapes
	out = append(out, hamDiscordSamples(30)...)
	out = append(out, hamLoginPairSamples(36)...)
	out = append(out, hamSplitKeySamples(30)...)
	out = append(out, hamKeyIDSamples(28)...)
	// everything else with a secret
	out = append(out, hamProseSamples(48)...)
	out = append(out, hamSmallSecretSamples(36)...)
	out = append(out, hamVendorSamples(50)...)
	out = append(out, hamConfigSamples(40)...)
	out = append(out, hamShellSamples(30)...)
	out = append(out, hamCodeSamples(34)...)
	// traps
	out = append(out, hamLegalTraps(88)...)
	out = append(out, hamHashTraps(62)...)
	out = append(out, hamPlaceholderTraps(58)...)
	out = append(out, hamTalkTraps(58)...)
	out = append(out, hamPublicTraps(28)...)
	out = append(out, hamCodeTraps(66)...)
	// vary the surroundings and drop exact repeats
	seen := map[string]bool{}
	var uniq []Sample
	for _, s := range out {
		s.Text = hamWrap(s.Text)
		if seen[s.Text] {
			continue
		}
		seen[s.Text] = true
		uniq = append(uniq, s)
	}
	return uniq
}

// hamSample builds a sample and checks that every secret and keep is a substring of text,
// and that no keep contains a secret.
func hamSample(cat, format, text string, secrets []string, keep ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-am: secret %q not in text %q", s, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-am: keep %q not in text %q", k, text))
		}
		for _, s := range secrets {
			if strings.Contains(k, s) {
				panic(fmt.Sprintf("heldout-am: keep %q holds secret %q", k, s))
			}
		}
	}
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hamTrap is a sample with no secret.
func hamTrap(cat, format, text string) Sample {
	return hamSample(cat, format, text, nil)
}

func hamPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hamRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hamDigits(n int) string {
	s := hamRnd(digits, n)
	if s[0] == '0' {
		s = "1" + s[1:]
	}
	return s
}

// hamFill replaces {KEY} markers with values given as key, value pairs.
func hamFill(tpl string, kv ...string) string {
	pairs := make([]string, 0, len(kv))
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{"+kv[i]+"}", kv[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(tpl)
}

const (
	hamSym   = "!#$%&*+-=?@^_"
	hamB64   = alnum + "+/"
	hamUpNum = upper + digits
)

// ---- people, places, systems ----

func hamPerson() string {
	return hamPick("Frau Dr. Albrecht", "Herr Kowalski", "Maître Dubois", "Me Lefèvre", "Lic. Ramírez",
		"Dra. Sousa", "Avv. Bianchi", "Dott.ssa Romano", "أ. ليلى حداد", "Sra. Olivares", "Notar Brandt",
		"Ms. Okafor", "Mr. Lindqvist", "Dr. Yilmaz", "Mme Garnier", "Sr. Pacheco")
}

func hamSystem() string {
	return hamPick("RA-MICRO", "Advoware", "DATEV Anwalt classic", "beA", "e-Akte", "CiviCRM",
		"Salesforce NPSP", "Raiser's Edge NXT", "Relativity", "Nuix", "iManage", "NetDocuments", "Clio",
		"PACER", "Télérecours", "RPVA", "LexNET", "PJe", "Processo Civile Telematico", "GlobaLeaks",
		"SecureDrop", "Fluxx", "DocuSign", "VOIS", "OK.VORLAGE", "Wahl-Server")
}

func hamHost() string {
	return hamPick("akte01.kanzlei-berger.local", "dms.moreau-avocats.fr", "crm.greenleaf.org",
		"srv-rathaus-02.intern", "wahl-db.stadt-hildesheim.de", "expediente.getafe.es", "10.20.4.17",
		"192.168.178.40", "sql-ediscovery.internal", "civicrm.fondation-horizon.org", "nas-notariat",
		"pje-proxy.tjsp.local", "db.comune-parma.it", "fileserver.lasleeds.org.uk")
}

func hamUser() string {
	return hamPick("admin", "administrator", "kanzlei", "sekretariat", "m.albrecht", "jdubois", "root",
		"sa", "civicrm", "npsp_integration", "wahlleiter", "notariat", "recepcion", "segreteria",
		"svc_relativity", "ediscovery", "buchhaltung", "postgres", "gestion", "admin@greenleaf.org")
}

// ---- human and random passwords ----

func hamWord() string {
	return hamPick("Justitia", "Kanzlei", "Mandant", "Tribunal", "Avocat", "Notaire", "Abogado", "Juzgado",
		"Advogado", "Tribunale", "Sommer", "Hiver", "Primavera", "Rathaus", "Wahlen", "Spende", "Akte",
		"Bussola", "Mairie", "Cartorio", "Paragraf", "Urteil", "Sentenza", "Balance", "Lindenbaum",
		"Falke", "Girasol", "Estrela", "Leone", "Olivo", "Kastanie", "Zeder", "Mistral")
}

func hamHumanPassword() string {
	y := hamPick("19", "21", "22", "23", "24", "2023", "2024", "2025", "88", "07", "1312", "42")
	s := hamPick("!", "#", "$", "%", "&", "*", "?", "@", "+", "!!", "_")
	w, w2 := hamWord(), hamWord()
	switch rng.IntN(7) {
	case 0:
		return w + y + s
	case 1:
		return w + s + w2 + y
	case 2:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + hamDigits(2)
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "i", "1", "o", "0", "s", "$")
		return r.Replace(w) + s + y
	case 4:
		return s + w + y + strings.ToUpper(w2[:2])
	case 5:
		return w + "." + w2 + "." + hamDigits(3)
	default:
		return strings.ToUpper(w[:1]) + strings.ToLower(w2) + hamDigits(4) + s
	}
}

func hamRandomPassword() string {
	n := 12 + rng.IntN(9)
	p := hamRnd(alnum, n-3) + hamRnd(hamSym, 1) + hamRnd(digits, 1) + hamRnd(upper, 1)
	b := []byte(p)
	rng.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	return string(b)
}

func hamPassword() string {
	if rng.IntN(2) == 0 {
		return hamHumanPassword()
	}
	return hamRandomPassword()
}

// ---- vendor values ----

func hamDiscordToken() string {
	id := hamPick("1", "2", "3", "4", "5", "6", "7", "8", "9") + hamRnd(digits, 16+rng.IntN(3))
	head := base64.RawStdEncoding.EncodeToString([]byte(id))
	tail := 27
	if rng.IntN(2) == 0 {
		tail = 38
	}
	return head + "." + hamRnd(b64url, 6) + "." + hamRnd(b64url, tail)
}

func hamAWSKeyID() string  { return hamPick("AKIA", "ASIA") + hamRnd(hamUpNum, 16) }
func hamAWSSecret() string { return hamRnd(hamB64, 40) }
func hamGCPKey() string    { return "AIza" + hamRnd(b64url, 35) }
func hamHex(n int) string  { return hamRnd(hexs, n) }
func hamAzureKey() string  { return hamRnd(hamB64, 86) + "==" }
func hamAzureClientSecret() string {
	return hamRnd(alnum, 3) + "8Q~" + hamRnd(alnum+"-_.~", 31)
}
func hamGitHubToken() string {
	if rng.IntN(3) == 0 {
		return "github_pat_" + hamRnd(hamUpNum, 22) + "_" + hamRnd(alnum, 59)
	}
	return hamPick("ghp_", "gho_", "ghs_", "ghu_") + hamRnd(alnum, 36)
}
func hamGitLabToken() string { return "glpat-" + hamRnd(b64url, 20) }
func hamSlackToken() string {
	return hamPick("xoxb-", "xoxp-") + hamDigits(12) + "-" + hamDigits(13) + "-" + hamRnd(alnum, 24)
}
func hamSlackWebhook() string {
	return "https://hooks.slack.com/services/T" + hamRnd(hamUpNum, 10) + "/B" + hamRnd(hamUpNum, 10) + "/" + hamRnd(alnum, 24)
}
func hamTelegramToken() string {
	return hamDigits(9+rng.IntN(2)) + ":AA" + hamRnd(b64url, 33)
}
func hamDiscordWebhook() string {
	return "https://discord.com/api/webhooks/" + hamDigits(19) + "/" + hamRnd(b64url, 68)
}
func hamStripeKey() string     { return hamPick("sk_live_", "rk_live_") + hamRnd(alnum, 24+rng.IntN(76)) }
func hamStripeWebhook() string { return "whsec_" + hamRnd(alnum, 32) }
func hamSendGrid() string      { return "SG." + hamRnd(b64url, 22) + "." + hamRnd(b64url, 43) }
func hamOpenAI() string        { return "sk-proj-" + hamRnd(b64url, 48+rng.IntN(100)) }
func hamAnthropic() string     { return "sk-ant-api03-" + hamRnd(b64url, 93) + "AA" }
func hamTwilioSecret() string  { return hamHex(32) }
func hamMailchimp() string     { return hamHex(32) + "-us" + hamPick("6", "14", "19", "21") }
func hamNpm() string           { return "npm_" + hamRnd(alnum, 36) }
func hamDockerPAT() string     { return "dckr_pat_" + hamRnd(b64url, 27) }
func hamShopify() string       { return "shpat_" + hamHex(32) }
func hamDigitalOcean() string  { return "dop_v1_" + hamHex(64) }
func hamVault() string         { return "hvs." + hamRnd(b64url, 24+rng.IntN(70)) }
func hamAtlassian() string     { return "ATATT3xFfGF0" + hamRnd(b64url, 180) + "=" + hamHex(8) }
func hamHubSpot() string {
	return "pat-" + hamPick("na1", "eu1") + "-" + hamHex(8) + "-" + hamHex(4) + "-" + hamHex(4) + "-" + hamHex(4) + "-" + hamHex(12)
}
func hamNotion() string { return "ntn_" + hamRnd(alnum, 46) }
func hamAirtable() string {
	return "pat" + hamRnd(alnum, 14) + "." + hamHex(64)
}
func hamTOTPSeed() string { return hamRnd(b32, 32) }

func hamJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hamPick("HS256", "RS256") + `","typ":"JWT"}`))
	body := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d}`,
		hamDigits(6), hamPick("portal.justiz.example", "auth.greenleaf.org", "idp.stadt.local"), 1700000000+rng.IntN(9000000), 1710000000+rng.IntN(9000000))))
	return hdr + "." + body + "." + hamRnd(b64url, 43)
}

// hamPEMBody returns n lines of 64 base64 characters and a shorter last line.
func hamPEMBody(n int, prefix string) []string {
	lines := make([]string, 0, n+1)
	first := prefix
	if len(prefix) < 64 {
		first += hamRnd(hamB64, 64-len(prefix))
	}
	lines = append(lines, first)
	for i := 1; i < n; i++ {
		lines = append(lines, hamRnd(hamB64, 64))
	}
	lines = append(lines, hamRnd(hamB64, 20+rng.IntN(40))+hamPick("", "=", "=="))
	return lines
}

func hamBasic(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

func hamB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// hamWrap sometimes puts a short lead-in or a trailing line around a text, in the voice of
// someone saving a note.
func hamWrap(text string) string {
	switch rng.IntN(6) {
	case 0:
		return hamPick("FYI: ", "Notiz: ", "note to self — ", "Rappel : ", "Nota: ", "ملاحظة: ", "aus dem Ticket: ", "from the README: ") + text
	case 1:
		return hamPick("Kontext: Umzug der e-Akte", "context: donor CRM migration", "Contexte : audit RGPD", "Contexto: auditoría anual", "re: election night prep", "Stand: "+hamDate()) + "\n" + text
	case 2:
		return text + "\n" + hamPick("(saved "+hamDate()+")", "— siehe auch Wiki-Seite IT-Betrieb", "-- fin du message", "(for the handover doc)", "Gracias.", "Grazie!", "شكرًا")
	default:
		return text
	}
}
