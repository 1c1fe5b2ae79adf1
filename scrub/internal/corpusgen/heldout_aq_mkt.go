package main

import (
	"fmt"
	"strings"
)

// Marketing, media and publishing vendors' secrets in prose, config files and code.

type haqVendor struct {
	name string // how people name it in prose
	what string // what the value is called
	env  string // the usual variable name
	gen  func() string
}

var haqVendors = []haqVendor{
	{"Google Ads", "developer token", "GOOGLE_ADS_DEVELOPER_TOKEN", haqAdsDevToken},
	{"Google Ads", "refresh token", "GOOGLE_ADS_REFRESH_TOKEN", haqGoogleRefresh},
	{"Google OAuth", "client secret", "GOOGLE_CLIENT_SECRET", haqGoogleClientSecret},
	{"Meta Marketing API", "access token", "META_ACCESS_TOKEN", haqMetaToken},
	{"Facebook Ads", "system user token", "FB_SYSTEM_USER_TOKEN", haqMetaToken},
	{"TikTok Ads", "access token", "TIKTOK_ACCESS_TOKEN", haqTikTok},
	{"LinkedIn Ads", "access token", "LINKEDIN_ACCESS_TOKEN", haqLinkedIn},
	{"Mailchimp", "API key", "MAILCHIMP_API_KEY", haqMailchimp},
	{"SendGrid", "API key", "SENDGRID_API_KEY", haqSendGrid},
	{"Brevo", "API key", "BREVO_API_KEY", haqBrevo},
	{"HubSpot", "private app token", "HUBSPOT_ACCESS_TOKEN", haqHubSpot},
	{"Klaviyo", "private API key", "KLAVIYO_PRIVATE_KEY", haqKlaviyo},
	{"GA4", "measurement protocol API secret", "GA4_API_SECRET", haqGA4Secret},
	{"Mixpanel", "API secret", "MIXPANEL_API_SECRET", haqMixpanelSecret},
	{"Segment", "write key", "SEGMENT_WRITE_KEY", haqSegment},
	{"Contentful", "management token", "CONTENTFUL_MANAGEMENT_TOKEN", haqContentful},
	{"Contentful", "delivery API token", "CONTENTFUL_ACCESS_TOKEN", haqContentfulCDA},
	{"Sanity", "API token", "SANITY_API_TOKEN", haqSanity},
	{"Strapi", "API token", "STRAPI_API_TOKEN", haqStrapi},
	{"Ghost", "Admin API key", "GHOST_ADMIN_API_KEY", haqGhostAdmin},
	{"Buzzsprout", "API token", "BUZZSPROUT_API_TOKEN", haqBuzzsprout},
	{"Transistor", "API key", "TRANSISTOR_API_KEY", haqTransistor},
	{"Shutterstock", "API token", "SHUTTERSTOCK_API_TOKEN", haqShutterstock},
	{"Cloudinary", "URL", "CLOUDINARY_URL", haqCloudinary},
	{"Hootsuite", "client secret", "HOOTSUITE_CLIENT_SECRET", func() string { return haqRnd(alnum, 32) }},
	{"Buffer", "access token", "BUFFER_ACCESS_TOKEN", func() string { return "1/" + haqRnd(hexs, 32) }},
	{"ConvertKit", "API secret", "CONVERTKIT_API_SECRET", func() string { return haqRnd(b64url, 43) }},
	{"beehiiv", "API key", "BEEHIIV_API_KEY", func() string { return haqRnd(alnum, 64) }},
	{"Bynder", "permanent token", "BYNDER_PERMANENT_TOKEN", func() string { return haqRnd(hexs, 64) }},
	{"Stripe", "secret key", "STRIPE_SECRET_KEY", haqStripe},
}

func haqMktProseSamples() []Sample {
	var out []Sample
	lines := []string{
		"%[1]s %[2]s: %[3]s",
		"here's the %[1]s %[2]s %[3]s — it's the prod one",
		"can you add %[3]s as the %[1]s %[2]s in the reporting sheet script?",
		"new %[1]s %[2]s after rotation = %[3]s",
		"FYI the %[2]s for %[1]s is %[3]s, expires end of quarter",
		"%[1]s → %[2]s → %[3]s (from the client's account, not ours!)",
		"pasting the %[1]s %[2]s so I don't lose it: %[3]s",
		"I think the %[2]s is wrong, I'm using %[3]s and %[1]s returns 401",
		"Note to self: %[1]s %[2]s %[3]s",
		"%[1]s %[2]s for the spring campaign - %[3]s",
	}
	foreign := []string{
		"Der %[1]s-%[2]s ist %[3]s, bitte in den Tresor legen.",
		"Voici le %[2]s %[1]s : %[3]s",
		"La %[2]s de %[1]s es %[3]s, no la subas al repo.",
		"Chave %[1]s (%[2]s): %[3]s",
		"%[1]s の %[2]s は %[3]s です",
		"%[1]s %[2]s：%[3]s，请勿外传",
		"Токен %[1]s (%[2]s): %[3]s — никому не пересылай",
		"%[1]s %[2]s: %[3]s (nie udostępniać)",
		"%[1]s %[2]s 값은 %[3]s 입니다",
	}
	for i := 0; i < 36; i++ {
		v := haqVendors[i%len(haqVendors)]
		val := v.gen()
		var text, format string
		if i%4 == 3 {
			format = "chat-intl"
			text = fmt.Sprintf(haqPick(foreign), v.name, v.what, val)
		} else if i%5 == 1 {
			format = "meeting-notes"
			text = fmt.Sprintf("Weekly growth sync — %s\nAttendees: %s, %s, %s\n- Q%d budget split: 60%% paid social, 40%% search\n- %s %s: %s\n- Action: %s to update the UTM sheet\n",
				haqPick([]string{"Mon", "Tue", "Thu"}), haqPick(haqFirstNames), haqPick(haqFirstNames), haqPick(haqFirstNames), haqBetween(1, 4),
				v.name, v.what, val, haqPick(haqFirstNames))
			out = append(out, haqSecKeep("mkt-vendor-prose", format, text, []string{"60% paid social, 40% search"}, val))
			continue
		} else {
			format = "chat"
			text = fmt.Sprintf(haqPick(lines), v.name, v.what, val)
		}
		out = append(out, haqSec("mkt-vendor-prose", format, text, val))
	}
	return out
}

func haqMktConfigSamples() []Sample {
	var out []Sample
	for i := 0; i < 33; i++ {
		v := haqPick(haqVendors)
		w := haqPick(haqVendors)
		val, val2 := v.gen(), w.gen()
		if v.env == w.env {
			w = haqVendors[(haqIndexOfVendor(v)+3)%len(haqVendors)]
			val2 = w.gen()
		}
		var text, format string
		var keep []string
		lk := strings.ToLower(v.env)
		lk2 := strings.ToLower(w.env)
		switch i % 11 {
		case 0:
			format = "env"
			text = fmt.Sprintf("# marketing-site .env\nNEXT_PUBLIC_SITE_URL=https://www.%s\nNEXT_PUBLIC_GA_ID=G-%s\n%s=%s\n%s=\"%s\"\n",
				haqPick(haqDomains), haqRnd(upper+digits, 10), v.env, val, w.env, val2)
			keep = []string{"NEXT_PUBLIC_SITE_URL=https://www."}
		case 1:
			format = "yaml"
			text = fmt.Sprintf("integrations:\n  %s:\n    enabled: true\n    %s: %s\n  %s:\n    %s: '%s'\n",
				strings.ToLower(strings.Fields(v.name)[0]), strings.ReplaceAll(v.what, " ", "_"), val,
				strings.ToLower(strings.Fields(w.name)[0]), strings.ReplaceAll(w.what, " ", "_"), val2)
		case 2:
			format = "json"
			text = fmt.Sprintf("{\n  \"%s\": \"%s\",\n  \"%s\": \"%s\",\n  \"timezone\": \"Europe/Berlin\"\n}", lk, val, lk2, val2)
		case 3:
			format = "toml"
			text = fmt.Sprintf("[%s]\n%s = \"%s\"\nretry = 3\n\n[%s]\n%s = \"%s\"\n", strings.ToLower(strings.Fields(v.name)[0]), lk, val,
				strings.ToLower(strings.Fields(w.name)[0]), lk2, val2)
		case 4:
			format = "ini"
			text = fmt.Sprintf("[newsletter]\nlist_id = %s\n%s = %s\n\n[analytics]\n%s = %s\n", haqRnd(hexs, 10), lk, val, lk2, val2)
		case 5:
			format = "docker-compose"
			text = fmt.Sprintf("services:\n  cms:\n    image: ghost:5-alpine\n    environment:\n      url: https://blog.%s\n      %s: %s\n      %s: \"%s\"\n",
				haqPick(haqDomains), v.env, val, w.env, val2)
		case 6:
			format = "github-actions"
			text = fmt.Sprintf("jobs:\n  sync-audiences:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s\n      %s: ${{ secrets.%s }}\n    steps:\n      - run: python sync.py\n",
				v.env, val, w.env, w.env)
			out = append(out, haqSecKeep("mkt-vendor-config", format, text, []string{"${{ secrets." + w.env + " }}"}, val))
			continue
		case 7:
			format = "terraform"
			text = fmt.Sprintf("variable \"%s\" {\n  type      = string\n  sensitive = true\n  default   = \"%s\"\n}\n\nresource \"aws_ssm_parameter\" \"x\" {\n  name  = \"/mkt/%s\"\n  type  = \"SecureString\"\n  value = \"%s\"\n}\n",
				lk, val, lk2, val2)
		case 8:
			format = "properties"
			text = fmt.Sprintf("app.name=press-portal\n%s=%s\n%s=%s\n", strings.ReplaceAll(lk, "_", "."), val, strings.ReplaceAll(lk2, "_", "."), val2)
		case 9:
			format = "php-config"
			text = fmt.Sprintf("<?php\n// wp-config.php (staging)\ndefine( 'WP_DEBUG', false );\ndefine( '%s', '%s' );\ndefine( '%s', '%s' );\n", v.env, val, w.env, val2)
			keep = []string{"define( 'WP_DEBUG', false );"}
		default:
			format = "netlify-toml"
			text = fmt.Sprintf("[build]\n  command = \"npm run build\"\n\n[build.environment]\n  %s = \"%s\"\n  %s = \"%s\"\n", v.env, val, w.env, val2)
		}
		out = append(out, haqSecKeep("mkt-vendor-config", format, text, keep, val, val2))
	}
	return out
}

func haqIndexOfVendor(v haqVendor) int {
	for i, x := range haqVendors {
		if x.env == v.env && x.what == v.what {
			return i
		}
	}
	return 0
}

func haqMktCodeSamples() []Sample {
	var out []Sample
	for i := 0; i < 24; i++ {
		v := haqPick(haqVendors)
		val := v.gen()
		var text, format string
		switch i % 8 {
		case 0:
			format = "python"
			text = fmt.Sprintf("import requests\n\n%s = \"%s\"\n\ndef push(rows):\n    return requests.post(URL, json=rows, headers={\"Authorization\": f\"Bearer {%s}\"}, timeout=10)\n",
				v.env, val, v.env)
		case 1:
			format = "javascript"
			text = fmt.Sprintf("// TODO move to env before merging!!\nconst client = createClient({\n  projectId: '%s',\n  dataset: 'production',\n  token: '%s',\n  useCdn: false,\n});\n", haqRnd(lower+digits, 8), val)
		case 2:
			format = "curl"
			text = fmt.Sprintf("curl -s https://api.%s.com/v3/contacts \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"email\":\"%s\"}'", strings.ToLower(strings.Fields(v.name)[0]), val, haqEmail())
		case 3:
			format = "php"
			text = fmt.Sprintf("<?php\n$mc = new \\MailchimpMarketing\\ApiClient();\n$mc->setConfig([\n    'apiKey' => '%s',\n    'server' => 'us%d',\n]);\n", val, haqBetween(1, 21))
		case 4:
			format = "ruby"
			text = fmt.Sprintf("# config/initializers/marketing.rb\nRails.application.config.x.%s = '%s'\n", strings.ToLower(v.env), val)
		case 5:
			format = "go"
			text = fmt.Sprintf("package ads\n\nconst %s = \"%s\"\n\nfunc newClient() *Client {\n\treturn &Client{Token: %s, Timeout: 30 * time.Second}\n}\n",
				haqCamel(v.env), val, haqCamel(v.env))
		case 6:
			format = "google-ads-yaml"
			text = fmt.Sprintf("# google-ads.yaml\ndeveloper_token: %s\nclient_id: %s-%s.apps.googleusercontent.com\nclient_secret: %s\nrefresh_token: %s\nlogin_customer_id: %s\nuse_proto_plus: True\n",
				haqAdsDevToken(), haqDigitsN(12), haqRnd(lower+digits, 32), haqGoogleClientSecret(), haqGoogleRefresh(), haqDigitsN(10))
			// three secrets in one file; extract them back from the text.
			var secs []string
			for _, ln := range strings.Split(text, "\n") {
				for _, k := range []string{"developer_token: ", "client_secret: ", "refresh_token: "} {
					if strings.HasPrefix(ln, k) {
						secs = append(secs, strings.TrimPrefix(ln, k))
					}
				}
			}
			out = append(out, haqSecKeep("mkt-vendor-code", format, text, []string{"use_proto_plus: True"}, secs...))
			continue
		default:
			format = "jupyter"
			text = fmt.Sprintf("In [3]: from mixpanel import Mixpanel\nIn [4]: api_secret = '%s'\nIn [5]: df = export_events(api_secret, from_date='2025-03-01')\nIn [6]: df.shape\nOut[6]: (48211, 12)\n", val)
		}
		out = append(out, haqSec("mkt-vendor-code", format, text, val))
	}
	return out
}

func haqCamel(env string) string {
	parts := strings.Split(strings.ToLower(env), "_")
	for i := 1; i < len(parts); i++ {
		parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
	}
	return strings.Join(parts, "")
}

// haqHandoverSamples: agency hand-over documents and shared-login spreadsheets.
func haqHandoverSamples() []Sample {
	var out []Sample
	for i := 0; i < 16; i++ {
		var secs []string
		var text, format string
		switch i % 4 {
		case 0:
			format = "csv"
			var b strings.Builder
			b.WriteString("tool,url,username,password,notes\n")
			for j := 0; j < haqBetween(3, 5); j++ {
				p := haqPass()
				secs = append(secs, p)
				fmt.Fprintf(&b, "%s,https://%s.com/login,%s,%s,%s\n", haqPick(haqTools), strings.ToLower(strings.ReplaceAll(haqPick(haqTools), " ", "")),
					haqEmail(), p, haqPick([]string{"2FA on Sofia's phone", "shared seat", "client-owned", "cancel in June", ""}))
			}
			text = b.String()
		case 1:
			format = "markdown"
			var b strings.Builder
			fmt.Fprintf(&b, "# Agency hand-over: %s\n\n## Accounts\n\n| Platform | Account | Access |\n|---|---|---|\n", haqPick(haqDomains))
			for j := 0; j < 3; j++ {
				v := haqPick(haqVendors)
				val := v.gen()
				secs = append(secs, val)
				fmt.Fprintf(&b, "| %s | %s | %s `%s` |\n", v.name, haqEmail(), v.what, val)
			}
			b.WriteString("\n## Open items\n- renew Getty licence\n- move DNS to client\n")
			text = b.String()
			out = append(out, haqSecKeep("handover-doc", format, text, []string{"- renew Getty licence"}, secs...))
			continue
		case 2:
			format = "tsv"
			var b strings.Builder
			b.WriteString("Platform\tLogin\tPassword\tOwner\n")
			for j := 0; j < haqBetween(2, 4); j++ {
				p := haqPass()
				secs = append(secs, p)
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", haqPick([]string{"Instagram", "TikTok", "LinkedIn page", "X / Twitter", "Pinterest", "YouTube"}), haqUser(), p, haqPick(haqFirstNames))
			}
			text = b.String()
		default:
			format = "email"
			p, v := haqPass(), haqPick(haqVendors)
			val := v.gen()
			secs = []string{p, val}
			text = fmt.Sprintf("Subject: Handover – social & email accounts\n\nHi %s,\n\nas discussed, here are the logins before we wrap up the retainer:\n\n* Hootsuite: %s, pw %s\n* %s %s: %s\n\nThe brand guidelines are in the shared drive under /Brand/2025.\n\nBest,\n%s\n",
				haqPick(haqFirstNames), haqEmail(), p, v.name, v.what, val, haqPick(haqFirstNames))
			out = append(out, haqSecKeep("handover-doc", format, text, []string{"The brand guidelines are in the shared drive under /Brand/2025."}, secs...))
			continue
		}
		out = append(out, haqSec("handover-doc", format, text, secs...))
	}
	return out
}
