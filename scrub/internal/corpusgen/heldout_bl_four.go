package main

import (
	"fmt"
	"strings"
)

// hblLoginWordings write a username and a password together, the many ways people do.
var hblLoginWordings = []func(u, p string) (string, string){
	func(u, p string) (string, string) { return "chat", "router login admin / " + p },
	func(u, p string) (string, string) { return "chat", "the login is " + u + " / " + p },
	func(u, p string) (string, string) {
		return "yaml", "office_router:\n  ip: 192.168.1.1\n  login: admin / " + p + "\n  model: UniFi Dream Machine\n"
	},
	func(u, p string) (string, string) {
		return "chat", "login is admin / " + p + " (same as the printer lol)"
	},
	func(u, p string) (string, string) { return "chat", "creds: " + u + " // " + p },
	func(u, p string) (string, string) { return "chat", "user: " + u + "  pass: " + p },
	func(u, p string) (string, string) { return "chat", "username `" + u + "` password `" + p + "`" },
	func(u, p string) (string, string) {
		return "chat", "default creds on the NAS are admin/" + p + ", change them when you get a sec"
	},
	func(u, p string) (string, string) { return "chat", "u: " + u + "\np: " + p },
	func(u, p string) (string, string) {
		return "notes", "Webflow\nLogin: " + u + "\nPassword: " + p + "\nOwner: marketing"
	},
	func(u, p string) (string, string) {
		return "chat", "log in with " + u + " and " + p + " — 2FA goes to my phone"
	},
	func(u, p string) (string, string) { return "chat", "ID/PW: " + u + " / " + p },
	func(u, p string) (string, string) {
		return "table", "| Tool | Login | Password |\n|---|---|---|\n| Canva | " + u + " | " + p + " |\n"
	},
	func(u, p string) (string, string) { return "chat", "account " + u + ", pw " + p },
	func(u, p string) (string, string) { return "chat", "The HubSpot login is " + u + " with password " + p },
	func(u, p string) (string, string) { return "notes", "Benutzer: " + u + " / Passwort: " + p },
	func(u, p string) (string, string) {
		return "notes", "identifiant : " + u + "\nmot de passe : " + p
	},
	func(u, p string) (string, string) { return "chat", "usuario " + u + " y contraseña " + p },
	func(u, p string) (string, string) { return "chat", "logins pro eventbrite: " + u + " senha " + p },
	func(u, p string) (string, string) { return "shell", "user=" + u + " pass=" + p },
	func(u, p string) (string, string) {
		return "yaml", "accounts:\n  - name: Stripe Atlas\n    login: " + u + "\n    password: '" + p + "'\n"
	},
	func(u, p string) (string, string) { return "chat", u + " : " + p + "  <- guest wifi portal admin" },
	func(u, p string) (string, string) {
		return "chat", "sign in as " + u + ", password is " + p + " (capital first letter)"
	},
	func(u, p string) (string, string) { return "chat", "ログイン: " + u + " / パスワード: " + p },
	func(u, p string) (string, string) { return "chat", "логин " + u + ", пароль " + p },
	func(u, p string) (string, string) { return "notes", "Zugang Shopify-Backend — " + u + " | " + p },
	func(u, p string) (string, string) {
		return "email", "Hi,\n\nYour account on the partner portal is ready.\nUsername: " + u + "\nTemporary password: " + p + "\n\nYou'll be asked to change it on first login.\n"
	},
	func(u, p string) (string, string) { return "chat", "camera NVR -> admin / " + p + " (port 8000)" },
	func(u, p string) (string, string) { return "chat", "[" + u + " | " + p + "] for the Pipedrive sandbox" },
	func(u, p string) (string, string) { return "chat", "gebruikersnaam " + u + " wachtwoord " + p },
	func(u, p string) (string, string) { return "notes", "Airtable (shared seat)\n  " + u + "\n  " + p },
	func(u, p string) (string, string) { return "chat", "login " + u + " pwd:" + p },
	func(u, p string) (string, string) {
		return "csv", "service,login,password\nmailchimp," + u + "," + p + "\n"
	},
	func(u, p string) (string, string) { return "chat", "用户名 " + u + " 密码 " + p },
}

func hblLoginSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u := hblP(hblEmail(), "admin", hblEmail(), hblLowerName()+"."+hblCompany(), "ops-team", hblEmail())
		p := hblPw()
		if strings.ContainsAny(p, "'") {
			p = hblHumanPw()
		}
		f := hblLoginWordings[i%len(hblLoginWordings)]
		format, text := f(u, p)
		s := hblSec("password-login-pair", format, text, p)
		if strings.Contains(text, "\n") && rng.IntN(2) == 0 {
			for _, line := range strings.Split(text, "\n") {
				if line != "" && !strings.Contains(line, p) && len(line) > 6 && !strings.Contains(line, u) {
					s = hblKeep(s, line)
					break
				}
			}
		}
		out = append(out, s)
	}
	return out
}

func hblLoginPairSamples() []Sample { return hblLoginSamples(34) }

// hblLongToken is a long secret of some vendor, long enough that someone's paste wraps it.
func hblLongToken() string {
	switch rng.IntN(9) {
	case 0:
		return "sk_live_51" + hblR(hblAlnum, 97)
	case 1:
		return "github_pat_11" + hblR(hblUpAl, 20) + "_" + hblR(hblAlnum, 59)
	case 2:
		return "pat" + hblR(hblAlnum, 14) + "." + hblR(hblHex, 64)
	case 3:
		return "sk-proj-" + hblR(hblB64u, 74) + "T3BlbkFJ" + hblR(hblB64u, 74)
	case 4:
		return hblR(hblB64s, 86) + "=="
	case 5:
		return "xkeysib-" + hblR(hblHex, 64) + "-" + hblR(hblAlnum, 16)
	case 6:
		return "SG." + hblR(hblB64u, 22) + "." + hblR(hblB64u, 43)
	case 7:
		return "ntn_" + hblR("0123456789", 11) + hblR(hblAlnum, 35)
	default:
		return "sk-ant-api03-" + hblR(hblB64u, 93) + "AA"
	}
}

func hblSplitSamples() []Sample {
	var out []Sample
	for i := 0; i < 28; i++ {
		tok := hblLongToken()
		cut := len(tok)/2 + hblN(-8, 8)
		a, b := tok[:cut], tok[cut:]
		var format, text string
		var keep []string
		switch i % 10 {
		case 0:
			format, text = "chat", "here's the key, Slack wrapped it so join the two lines:\n"+a+"\n"+b
		case 1:
			format = "notes"
			text = "Prod API key (copied from the vault, line break is not part of it)\n" + a + "\n" + b + "\nRotate every quarter."
			keep = []string{"Rotate every quarter."}
		case 2:
			format = "log"
			text = fmt.Sprintf("2024-11-%02d 08:01:44 INFO  sync: using credential %s\n    %s\n2024-11-%02d 08:01:45 INFO  sync: 42 contacts pushed", hblN(1, 28), a, b, hblN(1, 28))
			keep = []string{"sync: 42 contacts pushed"}
		case 3:
			format, text = "email", "> key:\n> "+a+"\n> "+b+"\n\nThanks, got it working."
			keep = []string{"Thanks, got it working."}
		case 4:
			format, text = "chat", "token pt1: "+a+"\ntoken pt2: "+b
		case 5:
			format, text = "terminal", "$ cat key.txt\n"+a+"\n"+b+"\n$ "
		case 6:
			format = "notes"
			text = "## Integrations\n- Zapier → uses the key below\n\n    " + a + "\n    " + b + "\n\n- Owner: " + hblName()
		case 7:
			format, text = "chat", "pasting the secret in two msgs because of the char limit\n"+a+"\n(cont.) "+b
		case 8:
			format, text = "ticket", "Customer pasted their key in the ticket (needs rotating):\n\""+a+"\n"+b+"\"\nSeverity: high"
			keep = []string{"Severity: high"}
		default:
			format, text = "chat", "Schlüssel (umgebrochen):\n"+a+"\n"+b+"\nbitte danach löschen"
		}
		s := hblSec("split-secret", format, text, a, b)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	return out
}

func hblKeyIDSamples() []Sample {
	var out []Sample
	for i := 0; i < 26; i++ {
		kid := hblR(hblHex, 40)
		proj := hblCompany() + "-" + hblP("prod", "crm-sync", "analytics", "sheets-bot", "workspace-admin") + "-" + hblR("0123456789", 6)
		sa := hblP("sheets-sync", "firebase-adminsdk-"+hblR(hblLowAl, 5), "zapier-bridge", "looker", "bq-loader") + "@" + proj + ".iam.gserviceaccount.com"
		var format, text string
		secrets := []string{kid}
		switch i % 10 {
		case 0:
			format, text = "chat", "the service account json has \"private_key_id\": \""+kid+"\" — is that the one we revoked?"
		case 1:
			format = "json"
			text = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + kid + "\",\n  \"client_email\": \"" + sa + "\"\n}"
		case 2:
			format, text = "notes", "GCP key for "+sa+"\nprivate_key_id: "+kid+"\ncreated by "+hblName()
		case 3:
			format = "shell"
			text = "$ gcloud iam service-accounts keys list --iam-account=" + sa + "\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n" + kid + "  2024-03-02T10:11:12Z  9999-12-31T23:59:59Z  False"
		case 4:
			format, text = "chat", "private_key_id="+kid+" (from the Looker json)"
		case 5:
			format, text = "email", "Hi "+hblName()+",\n\nThe key we gave the agency is the one with private_key_id '"+kid+"'. Please disable it in IAM once they confirm the export is done.\n\nBest"
		case 6:
			format, text = "yaml", "gcp:\n  project: "+proj+"\n  private_key_id: "+kid+"\n  client_email: "+sa+"\n"
		case 7:
			pk := hblR(hblB64s, 64) + "\\n" + hblR(hblB64s, 64) + "\\n" + hblR(hblB64s, 40)
			format = "json"
			text = "{\"type\":\"service_account\",\"project_id\":\"" + proj + "\",\"private_key_id\":\"" + kid + "\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n" + pk + "\\n-----END PRIVATE KEY-----\\n\",\"client_email\":\"" + sa + "\"}"
			secrets = append(secrets, pk)
		case 8:
			format, text = "chat", "clé du compte de service : private_key_id « "+kid+" »"
		default:
			format, text = "ticket", "SEC-"+hblDigits(3)+": leaked key id "+kid+" found in public repo, SA "+sa
		}
		out = append(out, hblSec("service-account-key-id", format, text, secrets...))
	}
	return out
}
