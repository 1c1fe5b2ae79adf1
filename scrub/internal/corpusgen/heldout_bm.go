package main

// heldout_bm.go is a blind held-out part, written without reading the scrubber's rules.
// Its people write mostly in French, Italian, Romanian and Catalan: small firms, town halls,
// schools, associations and their IT providers. This file holds the shared helpers and the
// part's entry point; the generators live in the other heldout_bm_*.go files.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldoutBM builds the part: about 360 samples with secrets and 340 traps.
func heldoutBM() []Sample {
	var out []Sample
	for _, g := range []func() []Sample{
		hbmDiscordAll,
		hbmKeyIDAll,
		hbmLoginPairAll,
		hbmSplitAll,
		hbmProseAll,
		hbmConfigAll,
		hbmCodeAll,
		hbmVendorAll,
		hbmTrapsIDAll,
		hbmTrapsTechAll,
		hbmTrapsTalkAll,
	} {
		out = append(out, g()...)
	}
	for _, s := range out {
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-bm: secret %q not in text of %s/%s", sec, s.Category, s.Format))
			}
		}
		for _, k := range s.Keep {
			if !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-bm: keep %q not in text of %s/%s", k, s.Category, s.Format))
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbmS makes one sample.
func hbmS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbmSec is shorthand for a secrets list.
func hbmSec(xs ...string) []string { return xs }

// hbmR draws n characters from cs.
func hbmR(cs string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = cs[rng.IntN(len(cs))]
	}
	return string(b)
}

// hbmP picks one of xs.
func hbmP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hbmN draws an int in [lo, hi].
func hbmN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hbmDigits draws n digits, the first not zero.
func hbmDigits(n int) string { return hbmR("123456789", 1) + hbmR(digits, n-1) }

var hbmFirst = []string{"Camille", "Julien", "Sophie", "Mathieu", "Giulia", "Marco", "Francesca", "Luca",
	"Ioana", "Andrei", "Mihai", "Elena", "Jordi", "Montse", "Núria", "Pau", "Chloé", "Hugo", "Alessia", "Radu"}
var hbmLast = []string{"Dupont", "Lefèvre", "Moreau", "Girard", "Rossi", "Bianchi", "Esposito", "Ferrari",
	"Popescu", "Ionescu", "Dumitru", "Stan", "Puig", "Vidal", "Soler", "Ferrer", "Bernard", "Colombo"}

// hbmName is a person's full name.
func hbmName() string { return hbmP(hbmFirst...) + " " + hbmP(hbmLast...) }

// hbmUser is a login name.
func hbmUser() string {
	f := strings.ToLower(hbmP("camille", "julien", "sophie", "giulia", "marco", "ioana", "andrei", "jordi", "montse", "luca", "elena", "pau"))
	l := strings.ToLower(hbmP("dupont", "moreau", "rossi", "bianchi", "popescu", "ionescu", "puig", "vidal", "ferrer", "girard"))
	switch rng.IntN(6) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return hbmP("admin", "administrateur", "amministratore", "secretariat", "segreteria", "compta", "contabilitate", "direccio")
	case 3:
		return f + "." + l + "@" + hbmDomain()
	case 4:
		return hbmP("root", "Administrator", "support", "gestionnaire", "ufficio", "scoala", "ajuntament")
	}
	return l + hbmDigits(2)
}

// hbmDomain is an organisation's domain.
func hbmDomain() string {
	return hbmP("mairie-saint-avold.fr", "cabinet-moreau.fr", "studio-rossi.it", "comune.vicopisano.pi.it",
		"scoala-gimnaziala-7.ro", "primaria-brasov.ro", "ajuntament-olot.cat", "escola-puig.cat",
		"asso-les-tilleuls.org", "infogerance-alpes.fr", "ferrari-commercialisti.it", "gestoria-vidal.es")
}

var hbmWordsFR = []string{"Soleil", "Mairie", "Chaton", "Lavande", "Marseille", "Printemps", "Bretagne", "Fromage", "Tilleul", "Pompier"}
var hbmWordsIT = []string{"Pizza", "Girasole", "Fiorentina", "Primavera", "Gelato", "Vesuvio", "Farfalla", "Tramonto", "Basilico"}
var hbmWordsRO = []string{"Primavara", "Carpati", "Bucuresti", "Ciocarlie", "Mamaliga", "Dunarea", "Brasov", "Ghiocel"}
var hbmWordsCA = []string{"Muntanya", "Castell", "Sardana", "Montserrat", "Garrotxa", "Barcelona", "Tramuntana", "Estel"}

// hbmHumanPw is a password a person chose: a word, digits and a symbol in some order.
func hbmHumanPw() string {
	var all []string
	all = append(all, hbmWordsFR...)
	all = append(all, hbmWordsIT...)
	all = append(all, hbmWordsRO...)
	all = append(all, hbmWordsCA...)
	w := hbmP(all...)
	sym := hbmP("!", "#", "$", "*", "?", "@", "&", "%", "+", "_", "-")
	year := hbmP("2019", "2021", "2023", "2024", "2025", hbmR(digits, 2), hbmR(digits, 3))
	switch rng.IntN(6) {
	case 0:
		return w + year + sym
	case 1:
		return w + sym + year
	case 2:
		return strings.ToLower(w) + sym + hbmP(all...) + hbmR(digits, 2)
	case 3:
		return sym + w + year
	case 4:
		r := strings.NewReplacer("a", "@", "e", "3", "o", "0", "i", "1")
		return r.Replace(w) + hbmR(digits, 2)
	}
	return w + "_" + strings.ToLower(hbmP(all...)) + year
}

// hbmRandPw is a generated password from a password manager.
func hbmRandPw() string {
	cs := alnum + "!#$%&*+-=?@^_"
	for {
		p := hbmR(cs, hbmN(12, 22))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

// hbmPw is either kind of password.
func hbmPw() string {
	if rng.IntN(2) == 0 {
		return hbmHumanPw()
	}
	return hbmRandPw()
}

// hbmURLPw is a password safe to put in a URL's userinfo without escaping.
func hbmURLPw() string {
	if rng.IntN(2) == 0 {
		return hbmP(hbmWordsFR...) + hbmR(digits, hbmN(2, 4)) + hbmP("", "-", "_", ".", "~")
	}
	return hbmR(alnum, hbmN(14, 28))
}

// hbmDateFR is a date written the French, Italian or Romanian way.
func hbmDateFR() string {
	d, m, y := hbmN(1, 28), hbmN(1, 12), hbmN(2019, 2025)
	moisFR := []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
	mesiIT := []string{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"}
	switch rng.IntN(5) {
	case 0:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case 1:
		return fmt.Sprintf("%d %s %d", d, moisFR[m-1], y)
	case 2:
		return fmt.Sprintf("%d %s %d", d, mesiIT[m-1], y)
	case 3:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	}
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}

// hbmDiscordToken is a bot token: base64 of a snowflake id, a timestamp part and an HMAC part.
func hbmDiscordToken() string {
	id := hbmP("1", "4", "5", "6", "7", "8", "9") + hbmR(digits, hbmN(16, 18))
	head := base64.RawStdEncoding.EncodeToString([]byte(id))
	return head + "." + hbmR(b64url, 6) + "." + hbmR(b64url, []int{27, 38}[rng.IntN(2)])
}

// hbmDiscordAll: Discord bot tokens in prose, config and code.
func hbmDiscordAll() []Sample {
	var out []Sample
	for i := 0; i < 30; i++ {
		t := hbmDiscordToken()
		bot := hbmP("BotAsso", "GestionnaireDiscord", "RobotScuola", "BotPrimarie", "ModBot", "BotCasal")
		var text, format string
		var keep []string
		switch i % 10 {
		case 0:
			format = "chat"
			text = hbmP("Le token du bot Discord de l'asso : ", "voilà le token de "+bot+" : ", "ecco il token del bot discord: ", "tokenul botului e ", "el token del bot és ") + t
		case 1:
			format = "env"
			l := "DISCORD_GUILD_ID=" + hbmDigits(18)
			text = "# " + bot + "\n" + hbmP("DISCORD_TOKEN", "DISCORD_BOT_TOKEN", "BOT_TOKEN") + "=" + t + "\n" + l + "\nPREFIX=!"
			keep = []string{l}
		case 2:
			format = "python"
			text = "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n# TODO: sortir le token du code\nclient.run(\"" + t + "\")"
			keep = []string{"client = discord.Client(intents=discord.Intents.default())"}
		case 3:
			format = "javascript"
			text = "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('" + t + "');"
		case 4:
			format = "json"
			text = "{\n  \"nom\": \"" + bot + "\",\n  \"token\": \"" + t + "\",\n  \"prefixe\": \"?\"\n}"
		case 5:
			format = "notes"
			text = "Réunion bureau " + hbmDateFR() + "\n- " + hbmName() + " gère le serveur Discord\n- token bot : " + t + "\n- prochaine AG en juin"
			keep = []string{"- prochaine AG en juin"}
		case 6:
			format = "yaml"
			q := hbmP("", "\"", "'")
			text = "discord:\n  bot_token: " + q + t + q + "\n  owner_id: " + hbmDigits(18)
		case 7:
			format = "shell"
			text = "$ export DISCORD_TOKEN=" + t + "\n$ node index.js\nLogged in as " + bot + "#" + hbmR(digits, 4)
		case 8:
			format = "ticket"
			text = "Ticket #" + hbmDigits(5) + " — le bot ne répond plus.\nJ'ai régénéré le jeton dans le portail développeur, le nouveau est " + t + " (l'ancien est révoqué)."
		default:
			format = "log"
			text = hbmDateFR() + " 14:0" + hbmR(digits, 1) + " ERROR discord.gateway: 401 Unauthorized with token=" + t
		}
		out = append(out, hbmS("discord-bot-token", format, text, hbmSec(t), keep...))
	}
	return out
}

// hbmKeyIDAll: private_key_id and similar key ids of service accounts quoted in prose and files.
func hbmKeyIDAll() []Sample {
	var out []Sample
	for i := 0; i < 28; i++ {
		kid := hbmR(hexs, 40)
		proj := hbmP("mairie-agenda", "studio-fatture", "scoala-orar", "ajuntament-web", "asso-billetterie", "cabinet-drive")
		sa := hbmP("sync", "backup", "sheets-bot", "gestionale", "export") + "@" + proj + "-" + hbmR(digits, 6) + ".iam.gserviceaccount.com"
		var text, format string
		var keep []string
		switch i % 7 {
		case 0:
			format = "chat"
			text = hbmP("Dans le JSON du compte de service on a ", "nel file json c'è ", "în fișierul JSON apare ", "al JSON hi ha ") + "\"private_key_id\": \"" + kid + "\"" + hbmP(", c'est bien celle-là ?", ", è quella giusta?", ", e cea bună?", ", és aquesta?")
		case 1:
			format = "json"
			text = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + kid + "\",\n  \"client_email\": \"" + sa + "\"\n}"
			keep = []string{"\"type\": \"service_account\""}
		case 2:
			format = "notes"
			text = "Compte de service " + sa + "\nprivate_key_id = " + kid + "\nRôles : Lecteur Drive, Éditeur Sheets"
			keep = []string{"Rôles : Lecteur Drive, Éditeur Sheets"}
		case 3:
			format = "email"
			text = "Bonjour,\n\nPour info, la clé du compte " + sa + " (id de clé privée " + kid + ") expire le " + hbmDateFR() + ". Merci de la faire tourner.\n\nCordialement,\n" + hbmName()
		case 4:
			format = "python"
			text = "creds = {\n    'type': 'service_account',\n    'private_key_id': '" + kid + "',\n    'client_email': '" + sa + "',\n}"
		case 5:
			format = "yaml"
			text = "gcp:\n  project: " + proj + "\n  private_key_id: \"" + kid + "\"\n  client_email: " + sa
			keep = []string{"  project: " + proj}
		default:
			format = "chat"
			text = hbmP("private_key_id ", "la chiave ha private_key_id ", "cheia are private_key_id=") + kid + hbmP(" — je l'ai désactivée dans IAM", " — l'ho disattivata in IAM", " — am dezactivat-o")
		}
		out = append(out, hbmS("gcp-private-key-id", format, text, hbmSec(kid), keep...))
	}
	return out
}
