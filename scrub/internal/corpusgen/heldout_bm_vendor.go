package main

// heldout_bm_vendor.go: cloud keys, Git host tokens, chat and payment keys, SaaS API keys,
// including vendors French and Italian shops use (OVH, Scaleway, Brevo, Mailjet, Qonto, Mollie).

import "strings"

// hbmVendorKey is one vendor key: its label and value, plus an optional second secret.
type hbmVendorKey struct {
	vendor, env, value, extra, extraEnv string
}

// hbmVendor draws a vendor key.
func hbmVendor(i int) hbmVendorKey {
	switch i % 24 {
	case 0:
		return hbmVendorKey{"AWS", "AWS_ACCESS_KEY_ID", "AKIA" + hbmR(upper+"234567", 16), hbmR(alnum+"+/", 40), "AWS_SECRET_ACCESS_KEY"}
	case 1:
		return hbmVendorKey{"Google Maps", "GOOGLE_MAPS_API_KEY", "AIza" + hbmR(b64url, 35), "", ""}
	case 2:
		return hbmVendorKey{"Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", "", hbmR(alnum+"+/", 86) + "==", "AccountKey"}
	case 3:
		return hbmVendorKey{"GitHub", "GITHUB_TOKEN", "ghp_" + hbmR(alnum, 36), "", ""}
	case 4:
		return hbmVendorKey{"GitLab", "GITLAB_TOKEN", "glpat-" + hbmR(b64url, 20), "", ""}
	case 5:
		return hbmVendorKey{"Slack", "SLACK_BOT_TOKEN", "xoxb-" + hbmDigits(11) + "-" + hbmDigits(13) + "-" + hbmR(alnum, 24), "", ""}
	case 6:
		return hbmVendorKey{"Telegram", "TELEGRAM_BOT_TOKEN", hbmDigits(10) + ":AA" + hbmR(b64url, 33), "", ""}
	case 7:
		return hbmVendorKey{"Discord webhook", "DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/" + hbmDigits(18) + "/" + hbmR(b64url, 68), "", ""}
	case 8:
		return hbmVendorKey{"Stripe", "STRIPE_SECRET_KEY", "sk_live_" + hbmR(alnum, 99), "", ""}
	case 9:
		return hbmVendorKey{"Mollie", "MOLLIE_API_KEY", "live_" + hbmR(alnum, 30), "", ""}
	case 10:
		return hbmVendorKey{"Brevo", "BREVO_API_KEY", "xkeysib-" + hbmR(hexs, 64) + "-" + hbmR(alnum, 16), "", ""}
	case 11:
		return hbmVendorKey{"Mailjet", "MJ_APIKEY_PUBLIC", hbmR(hexs, 32), hbmR(hexs, 32), "MJ_APIKEY_PRIVATE"}
	case 12:
		return hbmVendorKey{"Scaleway", "SCW_ACCESS_KEY", "SCW" + hbmR(upper+digits, 17), hbmR(hexs, 8) + "-" + hbmR(hexs, 4) + "-4" + hbmR(hexs, 3) + "-a" + hbmR(hexs, 3) + "-" + hbmR(hexs, 12), "SCW_SECRET_KEY"}
	case 13:
		return hbmVendorKey{"SendGrid", "SENDGRID_API_KEY", "SG." + hbmR(b64url, 22) + "." + hbmR(b64url, 43), "", ""}
	case 14:
		return hbmVendorKey{"OpenAI", "OPENAI_API_KEY", "sk-proj-" + hbmR(b64url, 48) + "T3BlbkFJ" + hbmR(b64url, 48), "", ""}
	case 15:
		return hbmVendorKey{"Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + hbmR(b64url, 93) + "AA", "", ""}
	case 16:
		return hbmVendorKey{"Twilio", "TWILIO_AUTH_TOKEN", hbmR(hexs, 32), "", ""}
	case 17:
		return hbmVendorKey{"Hugging Face", "HF_TOKEN", "hf_" + hbmR(alnum, 34), "", ""}
	case 18:
		return hbmVendorKey{"npm", "NPM_TOKEN", "npm_" + hbmR(alnum, 36), "", ""}
	case 19:
		return hbmVendorKey{"Shopify", "SHOPIFY_ACCESS_TOKEN", "shpat_" + hbmR(hexs, 32), "", ""}
	case 20:
		return hbmVendorKey{"Slack webhook", "SLACK_WEBHOOK", "https://hooks.slack.com/services/T" + hbmR(upper+digits, 8) + "/B" + hbmR(upper+digits, 10) + "/" + hbmR(alnum, 24), "", ""}
	case 21:
		return hbmVendorKey{"Azure AD", "AZURE_CLIENT_SECRET", hbmR(alnum, 3) + hbmR(digits, 1) + "Q~" + hbmR(alnum+"_.-~", 34), "", ""}
	case 22:
		return hbmVendorKey{"Google OAuth", "GOOGLE_CLIENT_SECRET", "GOCSPX-" + hbmR(b64url, 28), "", ""}
	}
	return hbmVendorKey{"DigitalOcean", "DIGITALOCEAN_TOKEN", "dop_v1_" + hbmR(hexs, 64), "", ""}
}

// hbmVendorAll: vendor keys in many surroundings.
func hbmVendorAll() []Sample {
	var out []Sample
	for i := 0; i < 48; i++ {
		k := hbmVendor(i)
		var secs, keep []string
		if k.value != "" && k.vendor != "Mailjet" {
			secs = append(secs, k.value)
		}
		if k.extra != "" {
			secs = append(secs, k.extra)
		}
		var text, format string
		if k.vendor == "Azure Storage" {
			acct := hbmP("stmairie", "stscuola", "stprimarie") + hbmR(digits, 3)
			cs := "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + k.extra + ";EndpointSuffix=core.windows.net"
			switch i % 3 {
			case 0:
				format = "env"
				text = k.env + "=\"" + cs + "\""
			case 1:
				format = "chat"
				text = "la connection string dello storage: " + cs
			default:
				format = "json"
				text = "{\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"" + cs + "\",\n    \"FUNCTIONS_WORKER_RUNTIME\": \"dotnet\"\n  }\n}"
				keep = []string{"\"FUNCTIONS_WORKER_RUNTIME\": \"dotnet\""}
			}
			out = append(out, hbmS("vendor-key", format, text, secs, keep...))
			continue
		}
		switch rng.IntN(3) {
		case 0:
			if k.extra != "" {
				format = "env"
				text = k.env + "=" + k.value + "\n" + k.extraEnv + "=" + k.extra + "\nREGION=" + hbmP("eu-west-3", "fr-par", "eu-south-1")
				keep = []string{text[strings.LastIndex(text, "\n")+1:]}
			} else {
				format = "chat"
				text = hbmP("Clé "+k.vendor+" pour le site de la mairie : ", "la chiave "+k.vendor+" del gestionale è ", "cheia "+k.vendor+": ", "clau de "+k.vendor+" per a l'escola: ", "token "+k.vendor+" → ") + k.value
			}
		case 1:
			format = hbmP("yaml", "notes", "email")
			switch format {
			case "yaml":
				text = "integrations:\n  " + strings.ToLower(strings.ReplaceAll(k.vendor, " ", "_")) + ":\n    key: " + k.value
				if k.extra != "" {
					text += "\n    secret: " + k.extra
				}
				text += "\n    enabled: true"
				keep = []string{"    enabled: true"}
			case "notes":
				text = "Intégration " + k.vendor + " — mise en place le " + hbmDateFR() + "\n" + k.env + " : " + k.value
				if k.extra != "" {
					text += "\n" + k.extraEnv + " : " + k.extra
				}
			default:
				text = "Buongiorno " + hbmP(hbmFirst...) + ",\n\nle invio la chiave " + k.vendor + " per l'ambiente di produzione:\n" + k.value
				if k.extra != "" {
					text += "\nsecret: " + k.extra
				}
				text += "\n\nCordiali saluti,\n" + hbmName()
				keep = []string{"Cordiali saluti,"}
			}
		default:
			format = hbmP("python", "go", "shell")
			switch format {
			case "python":
				text = "import os\n\n" + strings.ToLower(strings.ReplaceAll(k.vendor, " ", "_")) + "_key = os.getenv(\"" + k.env + "\", \"" + k.value + "\")"
				if k.extra != "" {
					text += "\nsecret = \"" + k.extra + "\""
				}
			case "go":
				text = "const " + strings.ReplaceAll(k.vendor, " ", "") + "Key = \"" + k.value + "\" // TODO: variabile d'ambiente"
				if k.extra != "" {
					text += "\nconst secret = \"" + k.extra + "\""
				}
			default:
				text = "export " + k.env + "='" + k.value + "'"
				if k.extra != "" {
					text += "\nexport " + k.extraEnv + "='" + k.extra + "'"
				}
				text += "\n./deploy.sh --env prod"
				keep = []string{"./deploy.sh --env prod"}
			}
		}
		out = append(out, hbmS("vendor-key", format, text, secs, keep...))
	}
	return out
}
