package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The fourteenth held-out part ("heldout-n"), written blind: its author read neither the rules,
// the other parts nor the scrubber's docs. It is meant to develop rules on (heldout-o is the
// untouched measurement): Discord bot tokens, passwords in prose in several languages, secrets
// split across lines, service-account fields (here), vendor formats, generic credentials, files
// and contexts (heldout_n_more.go), and look-alikes (heldout_n_traps.go).

var hnWords = []string{
	"sunflower", "dragon", "monkey", "harbor", "falcon", "tigger", "butterfly", "meadow", "copper",
	"orange", "pumpkin", "rocket", "shadow", "maple", "winter", "summer", "liverpool", "arsenal",
	"princess", "buster", "penguin", "lighthouse", "biscuit", "coffee", "banana", "kartoffel",
	"fromage", "naranja", "saudade", "tulpen", "sakura", "zamek",
}

func hnCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hnLeet(s string) string {
	return hnCap(strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1").Replace(s))
}

// hnPassword is what a person picks, or what a generator gives them; it never holds a quote,
// a space or a backslash, so it can stand in any syntax.
func hnPassword() string {
	w := pick(hnWords)
	sym := string("!#$%&*?@+."[rng.IntN(10)])
	switch rng.IntN(8) {
	case 0:
		return hnCap(w) + rnd(digits, 2+rng.IntN(3)) + sym
	case 1:
		return hnLeet(w) + sym + rnd(digits, 1+rng.IntN(2))
	case 2:
		return w + "-" + hnCap(pick(hnWords)) + "-" + rnd(digits, 2)
	case 3:
		return rnd(alnum, 12+rng.IntN(8))
	case 4:
		return rnd(alnum+"!#%&*+-_", 16+rng.IntN(8))
	case 5:
		return w + "_" + pick(hnWords) + rnd(digits, 3)
	case 6:
		return rnd(digits, 4) + hnCap(w) + sym + sym
	default:
		return hnCap(w) + sym + hnCap(pick(hnWords)) + rnd(digits, 1)
	}
}

// hnURLPassword may stand in the userinfo of a URL without escaping.
func hnURLPassword() string {
	if rng.IntN(2) == 0 {
		return rnd(alnum, 14+rng.IntN(10))
	}
	return hnCap(pick(hnWords)) + rnd(digits, 3) + pick([]string{"-", "_", "."}) + pick(hnWords)
}

func hnUser() string {
	return pick([]string{"admin", "root", "svc_report", "deploy", "jmeyer", "backup", "ci-runner", "ops", "m.kowalski", "pi", "ubnt", "sa"})
}

func hnSnowflake() string { return "1" + rnd(digits, 17+rng.IntN(2)) }

func hnDiscord() string {
	return string("MNO"[rng.IntN(3)]) + rnd(alnum, 23+rng.IntN(4)) + "." + rnd(b64url, 6) + "." + rnd(b64url, 27+rng.IntN(12))
}

func hnTime() string { return fmt.Sprintf("%02d:%02d", 7+rng.IntN(15), rng.IntN(60)) }

// hnDiscordTexts put a bot token in configs, code, chat and logs; each returns the text and
// the ordinary substrings that must survive.
var hnDiscordTexts = []func(t string) (string, []string){
	func(t string) (string, []string) {
		id := hnSnowflake()
		return "{\n  \"token\": \"" + t + "\",\n  \"prefix\": \"!\",\n  \"ownerId\": \"" + id + "\"\n}", []string{id}
	},
	func(t string) (string, []string) {
		return "if __name__ == \"__main__\":\n    bot.run(\"" + t + "\")", []string{"bot.run("}
	},
	func(t string) (string, []string) {
		return "client.once('ready', () => console.log('up'));\nclient.login('" + t + "');", []string{"console.log('up')"}
	},
	func(t string) (string, []string) {
		g := hnSnowflake()
		return "DISCORD_BOT_TOKEN=" + t + "\nGUILD_ID=" + g + "\nLOG_CHANNEL=mod-log", []string{"GUILD_ID=" + g}
	},
	func(t string) (string, []string) {
		return "[" + hnTime() + "] kev: bot keeps dropping offline, here's what's in the env: " + t + "\n[" + hnTime() + "] mo: dude. reset that in the dev portal now", []string{"reset that in the dev portal"}
	},
	func(t string) (string, []string) {
		return "2026-02-11 19:04:55 INFO     discord.client logging in using static token " + t + "\n2026-02-11 19:04:56 ERROR    discord.client Improper token has been passed.", []string{"Improper token has been passed."}
	},
	func(t string) (string, []string) {
		return "discord:\n  token: " + t + "\n  intents: [guilds, guild_messages, message_content]\n  status: \"watching the queue\"", []string{"watching the queue"}
	},
	func(t string) (string, []string) {
		return "docker run -d --name modbot --restart unless-stopped -e DISCORD_TOKEN=" + t + " ghcr.io/acme/modbot:1.4", []string{"ghcr.io/acme/modbot:1.4"}
	},
	func(t string) (string, []string) {
		return "let token = \"" + t + "\";\nlet mut client = Client::builder(&token, intents).event_handler(Handler).await?;", []string{"event_handler(Handler)"}
	},
	func(t string) (string, []string) {
		return "curl -H \"Authorization: Bot " + t + "\" https://discord.com/api/v10/users/@me", []string{"https://discord.com/api/v10/users/@me"}
	},
	func(t string) (string, []string) {
		return "await _client.LoginAsync(TokenType.Bot, \"" + t + "\");\nawait _client.StartAsync();", []string{"await _client.StartAsync();"}
	},
	func(t string) (string, []string) {
		app := hnSnowflake()
		return "The Moderator bot (application " + app + ") authenticates with " + t + " — regenerate it if it ever shows up in a screenshot.", []string{app}
	},
	func(t string) (string, []string) {
		return "[bot]\ntoken = '" + t + "'\nactivity = \"Listening to /help\"", []string{"Listening to /help"}
	},
	func(t string) (string, []string) {
		return "Hey, quick one — why does `python main.py` say 401? token is " + t + " and intents are on", []string{"python main.py"}
	},
}

// hnProse are passwords as people write them down, in English and other languages; each
// returns the text and the ordinary substrings that must survive (a user name, a host).
var hnProse = []func(pw string) (string, []string){
	func(pw string) (string, []string) {
		return "router login admin / " + pw + " (the TP-Link in the hallway cupboard)", []string{"TP-Link in the hallway cupboard"}
	},
	func(pw string) (string, []string) { return "the wifi password is " + pw, nil },
	func(pw string) (string, []string) {
		return "login is root, pass " + pw + " — same on both NAS boxes", []string{"same on both NAS boxes"}
	},
	func(pw string) (string, []string) {
		u := hnUser()
		return "creds: " + u + ":" + pw, nil
	},
	func(pw string) (string, []string) {
		return "Guest Wi-Fi — SSID: Acme-Guest, key: " + pw, []string{"Acme-Guest"}
	},
	func(pw string) (string, []string) {
		return "Hi Sam,\n\nYour temporary password for the HR portal is " + pw + " and you'll be asked to change it at first sign-in.\n\nBest,\nIT Service Desk", []string{"IT Service Desk"}
	},
	func(pw string) (string, []string) {
		return "OPS-" + rnd(digits, 4) + ": reset VPN account for mlopez, new pw " + pw + " (told her over the phone)", []string{"reset VPN account for mlopez"}
	},
	func(pw string) (string, []string) {
		return "sudo password on the build box is " + pw + ", don't lock yourself out", nil
	},
	func(pw string) (string, []string) { return "u: deploy\np: " + pw, []string{"u: deploy"} },
	func(pw string) (string, []string) {
		return "[Mon " + hnTime() + "] <ana> what's the pw for the printer admin page?\n[Mon " + hnTime() + "] <raj> " + pw + "\n[Mon " + hnTime() + "] <ana> ty", []string{"printer admin page"}
	},
	func(pw string) (string, []string) {
		return "BIOS supervisor password set to " + pw + " on all lab machines", []string{"on all lab machines"}
	},
	func(pw string) (string, []string) {
		return "credentials:\n  username: svc_report\n  password: " + pw + "\n  host: reports.internal", []string{"reports.internal"}
	},
	func(pw string) (string, []string) {
		return "Netflix: family@example.com / " + pw, []string{"family@example.com"}
	},
	func(pw string) (string, []string) {
		return "for the Synology use user `backup` and password `" + pw + "`", []string{"user `backup`"}
	},
	func(pw string) (string, []string) { return "Das WLAN-Passwort lautet " + pw, nil },
	func(pw string) (string, []string) {
		return "Benutzer: admin, Kennwort: " + pw + " (bitte nach dem ersten Login ändern)", []string{"bitte nach dem ersten Login ändern"}
	},
	func(pw string) (string, []string) {
		return "Zugangsdaten für den Server: root / " + pw, []string{"Zugangsdaten für den Server"}
	},
	func(pw string) (string, []string) { return "Le mot de passe du wifi est " + pw, nil },
	func(pw string) (string, []string) {
		return "identifiant : admin, mdp : " + pw + " — à changer avant la démo", []string{"à changer avant la démo"}
	},
	func(pw string) (string, []string) { return "La contraseña del router es " + pw, nil },
	func(pw string) (string, []string) {
		return "usuario: soporte / clave: " + pw, []string{"usuario: soporte"}
	},
	func(pw string) (string, []string) {
		return "A senha do wifi é " + pw + ", tá colada na geladeira", nil
	},
	func(pw string) (string, []string) {
		return "login: admin senha: " + pw, []string{"login: admin"}
	},
	func(pw string) (string, []string) { return "Het wachtwoord van de wifi is " + pw, nil },
	func(pw string) (string, []string) {
		return "gebruikersnaam beheer, wachtwoord " + pw, []string{"gebruikersnaam beheer"}
	},
	func(pw string) (string, []string) { return "Hasło do routera to " + pw, nil },
	func(pw string) (string, []string) {
		return "login: admin, hasło: " + pw + " — nie udostępniaj", []string{"nie udostępniaj"}
	},
	func(pw string) (string, []string) {
		return "pasuwaado wa " + pw + " desu. yoroshiku!", []string{"yoroshiku!"}
	},
	func(pw string) (string, []string) { return "Wi-Fi no pasuwado: " + pw, nil },
	func(pw string) (string, []string) {
		return "ユーザー名: admin\nパスワード: " + pw, []string{"ユーザー名: admin"}
	},
	func(pw string) (string, []string) { return "La password del wifi è " + pw, nil },
	func(pw string) (string, []string) {
		return "Lösenordet till routern är " + pw, nil
	},
}

// hnService are Google service-account keys and OAuth clients, whole and in part.
var hnService = []func() (string, []string, []string){
	func() (string, []string, []string) {
		kid, body := rnd(hexs, 40), hnKeyLines(4+rng.IntN(4))
		email := "reporter@acme-prod-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
		text := "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key_id\": \"" + kid + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"" + email + "\",\n  \"client_id\": \"" + rnd(digits, 21) + "\"\n}"
		return text, append([]string{kid}, body...), []string{email}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "The SA key we downloaded has private_key_id " + kid + "; the json itself is in 1Password under \"GCP exporter\".", []string{kid}, []string{"GCP exporter"}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "creds = service_account.Credentials.from_service_account_info({\n    \"type\": \"service_account\",\n    \"private_key_id\": \"" + kid + "\",\n    \"token_uri\": \"https://oauth2.googleapis.com/token\",\n})", []string{kid}, []string{"https://oauth2.googleapis.com/token"}
	},
	func() (string, []string, []string) {
		kid, body := rnd(hexs, 40), hnKeyLines(3+rng.IntN(3))
		return "gcp:\n  privateKeyId: " + kid + "\n  privateKey: |\n    -----BEGIN PRIVATE KEY-----\n    " + strings.Join(body, "\n    ") + "\n    -----END PRIVATE KEY-----\n  projectId: acme-analytics", append([]string{kid}, body...), []string{"projectId: acme-analytics"}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant'}) — key " + kid + " was disabled yesterday", []string{kid}, []string{"invalid_grant: Invalid JWT Signature."}
	},
	func() (string, []string, []string) {
		kid, body := rnd(hexs, 40), hnKeyLines(2)
		return "GOOGLE_PRIVATE_KEY_ID=" + kid + "\nGOOGLE_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n\"\nGOOGLE_PROJECT=acme-web", append([]string{kid}, body...), []string{"GOOGLE_PROJECT=acme-web"}
	},
	func() (string, []string, []string) {
		cid := rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
		sec := "GOCSPX-" + rnd(b64url, 28)
		return "{\"installed\":{\"client_id\":\"" + cid + "\",\"project_id\":\"acme-cli\",\"client_secret\":\"" + sec + "\",\"redirect_uris\":[\"http://localhost\"]}}", []string{sec}, []string{cid}
	},
	func() (string, []string, []string) {
		kid := rnd(hexs, 40)
		return "| field | value |\n|---|---|\n| client_email | ingest@acme-data.iam.gserviceaccount.com |\n| private_key_id | " + kid + " |", []string{kid}, []string{"ingest@acme-data.iam.gserviceaccount.com"}
	},
}

// hnKeyLines are the base64 lines of a PKCS#8 key body.
func hnKeyLines(n int) []string {
	lines := []string{"MIIEv" + pick([]string{"Q", "g", "w"}) + "IBADANBgkqhkiG9w0BAQEFAASC" + rnd(alnum+"+/", 33)}
	for range n - 1 {
		lines = append(lines, rnd(alnum+"+/", 64))
	}
	return lines
}

// hnCut splits s at a point that leaves both pieces at least 8 long.
func hnCut(s string) (string, string) {
	i := 8 + rng.IntN(len(s)-16)
	return s[:i], s[i:]
}

// hnSplits break a secret over lines: wrapped blocks, chat and log wraps, continuations.
var hnSplits = []func() (string, []string){
	func() (string, []string) {
		kind := pick([]string{"RSA ", "EC ", ""})
		body := hnKeyLines(3 + rng.IntN(4))
		return "-----BEGIN " + kind + "PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "PRIVATE KEY-----", body
	},
	func() (string, []string) {
		a, b := hnCut("sk_live_51" + rnd(alnum, 60))
		return "[" + hnTime() + "] ana: here's the live key " + a + "\n[" + hnTime() + "] ana: " + b + "\n[" + hnTime() + "] ana: sorry slack cut it in two", []string{a, b}
	},
	func() (string, []string) {
		tok := "glpat-" + rnd(b64url, 20)
		pre := "2026-04-02T10:11:12.004Z INFO  runner: cloning with token "
		return pre + tok[:9] + "\n" + tok[9:] + " (masked=false)", []string{tok[:9], tok[9:]}
	},
	func() (string, []string) {
		a, b := hnCut("sk-proj-" + rnd(b64url, 60))
		return "export OPENAI_API_KEY=\"" + a + "\\\n" + b + "\"", []string{a, b}
	},
	func() (string, []string) {
		a, b := hnCut("ghp_" + rnd(alnum, 36))
		return "GITHUB_TOKEN = (\n    \"" + a + "\"\n    \"" + b + "\"\n)", []string{a, b}
	},
	func() (string, []string) {
		a, b := hnCut(rnd(b64url, 48))
		return "webhook:\n  secret: >-\n    " + a + "\n    " + b + "\n  events: [push]", []string{a, b}
	},
	func() (string, []string) {
		a, b := hnCut("xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24))
		return "> the bot token is " + a + "\n> " + b + "\n\nThanks, rotating it now.", []string{a, b}
	},
	func() (string, []string) {
		a, b := hnCut(rnd(alnum, 40))
		return "const signingKey = \"" + a + "\" +\n  \"" + b + "\";", []string{a, b}
	},
	func() (string, []string) {
		var lines []string
		for range 3 + rng.IntN(3) {
			lines = append(lines, rnd(alnum+"+/", 64))
		}
		return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBG" + lines[0] + "\n" + strings.Join(lines[1:], "\n") + "\n=" + rnd(alnum, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----", append([]string{"lQdGBG" + lines[0]}, lines[1:]...)
	},
	func() (string, []string) {
		a, b := hnCut(rnd(alnum+"/+", 40))
		return "aws_secret_access_key = " + a + "\\\n    " + b, []string{a, b}
	},
}

func heldoutN() []Sample {
	var out []Sample
	for i := range 4 * len(hnDiscordTexts) {
		t := hnDiscord()
		text, keep := hnDiscordTexts[i%len(hnDiscordTexts)](t)
		out = append(out, Sample{Category: "discord", Format: "mixed", Text: text, Secrets: []string{t}, Keep: keep})
	}
	for i := range 4 * len(hnProse) {
		pw := hnPassword()
		text, keep := hnProse[i%len(hnProse)](pw)
		out = append(out, Sample{Category: "prose-password", Format: "prose", Text: text, Secrets: []string{pw}, Keep: keep})
	}
	for i := range 3 * len(hnService) {
		text, secrets, keep := hnService[i%len(hnService)]()
		out = append(out, Sample{Category: "service-account", Format: "json", Text: text, Secrets: secrets, Keep: keep})
	}
	for i := range 3 * len(hnSplits) {
		text, secrets := hnSplits[i%len(hnSplits)]()
		out = append(out, Sample{Category: "split", Format: "multiline", Text: text, Secrets: secrets})
	}
	out = append(out, hnMore()...)
	return append(out, hnTrapSamples()...)
}

var _ = base64.StdEncoding
