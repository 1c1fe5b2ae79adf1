package main

import (
	"fmt"
	"strings"
)

// Traps in prose and code: placeholders, menu paths, file paths, URLs without credentials,
// e-mail addresses, usernames and hostnames alone, talk about passwords, ticket numbers,
// dates, phone numbers, product codes, variable names, code that handles secrets.

func haqTrapProseSamples() []Sample {
	var out []Sample
	t := func(cat, format, text string) { out = append(out, haqTrap(cat, format, text)) }
	for i := 0; i < 88; i++ {
		switch i % 22 {
		case 0:
			t("trap-policy", "chat", haqPick([]string{
				"the password policy requires 12 characters, one digit and one symbol — the old Canva one won't pass",
				"reminder: never share the shared-inbox password over Slack, use 1Password",
				"I forgot my Mailchimp password again, sent a reset link to myself",
				"can someone with admin rights reset Priya's HubSpot password?",
				"passwords rotate every 90 days now, IT will email you",
				"the login page says 'Password must not contain your username'",
			}))
		case 1:
			t("trap-menu-path", "chat", fmt.Sprintf("go to %s and click %s", haqPick([]string{
				"Admin / Settings / Integrations", "Settings > API Keys", "Account → Extras → API keys", "Tools / Account Access / Developer token",
				"Business Settings > Users > System Users", "Settings › Private Apps", "Admin → Data Streams → Measurement Protocol API secrets"}),
				haqPick([]string{"\"Create key\"", "Generate", "the blue button", "'Revoke'"})))
		case 2:
			t("trap-placeholder", "readme", fmt.Sprintf("## Setup\n\n1. Copy `.env.example` to `.env`\n2. Set `%s=<your-%s>`\n3. Run `npm run dev`\n", haqPick(haqVendors).env, haqPick([]string{"token", "api-key", "secret"})))
		case 3:
			t("trap-placeholder", "env-example", fmt.Sprintf("# .env.example — copy and fill in\n%s=\n%s=your_key_here\n%s=xxxxxxxxxxxxxxxxxxxx\nPASSWORD=changeme\n", haqPick(haqVendors).env, haqPick(haqVendors).env, haqPick(haqVendors).env))
		case 4:
			t("trap-placeholder", "docs", fmt.Sprintf("curl -H \"Authorization: Bearer $%s\" https://api.example.com/v1/campaigns", haqPick(haqVendors).env))
		case 5:
			t("trap-placeholder", "chat", haqPick([]string{
				"the key should look like SG.xxxxx.yyyyy — if yours doesn't, it's the wrong one",
				"replace YOUR_API_KEY in the snippet with the one from the vault",
				"password: ******** (ask Omar)",
				"token = \"{{ hubspot_token }}\" in the template, the CI fills it in",
				"set it to REPLACE_ME for now, we'll get the real one Monday",
			}))
		case 6:
			t("trap-file-path", "chat", fmt.Sprintf("the final files are in %s", haqPick([]string{
				"/Volumes/Studio/Clients/Papercrane/2025/Q2/Campaign_Assets_v3_FINAL", "~/Dropbox/Brand/Logos/SVG/primary-reversed.svg",
				"C:\\Users\\maya\\Documents\\Podcast\\Ep42\\master_v2.wav", "s3://papercrane-dam/originals/2025/05/", "gs://ads-exports/daily/2025-05-14/"})))
		case 7:
			t("trap-url", "chat", fmt.Sprintf("press release is live: https://%s/news/%s and the media kit at https://%s/press/kit.pdf",
				haqPick(haqDomains), haqSlug(), haqPick(haqDomains)))
		case 8:
			t("trap-email", "email-signature", fmt.Sprintf("--\n%s %s\nSenior Content Strategist | %s\n%s | +44 20 7946 0%03d\nPronouns: she/her", haqPick(haqFirstNames), haqPick([]string{"Klein", "Okafor", "Tanaka", "Moreau", "Silva"}),
				haqPick(haqDomains), haqEmail(), rng.IntN(1000)))
		case 9:
			t("trap-username", "chat", fmt.Sprintf("my username on the DAM is %s, can you give me download rights?", haqPick([]string{"maya.k", "jonas_r", "priya-social", "tom.editor", "mkt-intern-2"})))
		case 10:
			t("trap-hostname", "notes", fmt.Sprintf("Hosts\n- cms: %s\n- staging: stage.%s\n- analytics: metabase.internal:3000\n- mail: smtp.sendgrid.net:587\n", "cms-prod-01.eu-west-1.compute.internal", haqPick(haqDomains)))
		case 11:
			t("trap-ticket", "ticket", fmt.Sprintf("MKT-%d / JIRA %s-%d: newsletter footer shows wrong address. Reported %s, reopened in #%d.", haqBetween(100, 9999), haqPick([]string{"WEB", "SOC", "PUB"}), haqBetween(10, 999), haqPick([]string{"2025-03-04", "4 March", "03/04/2025"}), haqBetween(100, 999)))
		case 12:
			t("trap-phone", "chat", fmt.Sprintf("photographer's number is %s, call after 10", haqPick([]string{"+49 30 901820" + haqRnd(digits, 2), "(555) 0" + haqRnd(digits, 2) + "-" + haqRnd(digits, 4), "+33 1 42 68 " + haqRnd(digits, 2) + " " + haqRnd(digits, 2), "07700 900" + haqRnd(digits, 3)})))
		case 13:
			t("trap-product-code", "notes", fmt.Sprintf("Reorder: tote bags %s (x200), enamel pins %s (x500), posters %s. Promo code SPRING25 for the web shop.", "TB-"+haqRnd(upper+digits, 6), "PIN-"+haqRnd(upper+digits, 5), haqRnd(upper, 3)+"-"+haqRnd(digits, 4)+"-"+haqRnd(upper, 2)))
		case 14:
			t("trap-meeting-notes", "meeting-notes", fmt.Sprintf("Editorial meeting %s\n- Lead story: %s\n- Photo budget approved (€%d)\n- Login issues with the CMS — %s to raise with IT\n- Next meeting Thursday 10:00\n",
				haqPick([]string{"12/05", "19 May", "2025-05-26"}), haqPick([]string{"council budget", "book fair preview", "summer festival"}), haqBetween(200, 3000), haqPick(haqFirstNames)))
		case 15:
			t("trap-intl-about", "chat-intl", haqPick([]string{
				"Das Passwort muss mindestens 12 Zeichen lang sein.",
				"J'ai oublié mon mot de passe Canva, je fais une réinitialisation.",
				"La contraseña caduca cada 90 días.",
				"A senha será enviada por e-mail separado.",
				"パスワードは来週変更されます。",
				"密码请在 1Password 里找，不要发在群里。",
				"Пароль лежит в менеджере паролей, спроси у Омара.",
				"비밀번호는 보안상 메일로 보내지 않습니다.",
				"Hasło zmienimy po zakończeniu kampanii.",
				"كلمة المرور موجودة في مدير كلمات المرور.",
			}))
		case 16:
			t("trap-dates", "chat", fmt.Sprintf("embargo lifts %s at %02d:00 UTC; print deadline %s", haqPick([]string{"2025-06-03", "3 June", "06/03/2025", "Tue 3/6"}), haqBetween(0, 23), haqPick([]string{"2025-05-28", "28.05.2025", "May 28th"})))
		case 17:
			t("trap-short-link", "chat", fmt.Sprintf("bit.ly/%s for the print ad, QR points to https://%s/r/%s", haqRnd(alnum, 7), haqPick(haqDomains), haqRnd(lower+digits, 6)))
		case 18:
			t("trap-login-howto", "runbook", fmt.Sprintf("## Logging in to %s\n1. Open the SSO portal.\n2. Username is your work e-mail.\n3. Password: your normal Okta password.\n4. Approve the push on your phone.\n", haqPick(haqTools)))
		case 19:
			t("trap-admin-slash", "chat", fmt.Sprintf("%s / %s", haqPick([]string{"Admin", "Settings", "Marketing", "Content"}), haqPick([]string{"Users & Permissions", "Billing", "Audience / Segments", "Brand Kit"})))
		case 20:
			t("trap-coupon", "email", fmt.Sprintf("Subject: Your 20%% off code\n\nUse code %s at checkout before %s. One use per customer.", haqPick([]string{"READ20", "PODCAST15", "WELCOME10", "AUTUMN"}), haqPick([]string{"Sunday", "31 Oct", "the end of the month"})))
		default:
			t("trap-invoice", "notes", fmt.Sprintf("Invoice %s-%d from the agency, PO %s, IBAN on file. Due in 30 days.", haqPick([]string{"INV", "RE", "FAC"}), haqBetween(2025000, 2025999), haqRnd(digits, 8)))
		}
	}
	return out
}

func haqTrapCodeSamples() []Sample {
	var out []Sample
	t := func(cat, format, text string) { out = append(out, haqTrap(cat, format, text)) }
	for i := 0; i < 84; i++ {
		v := haqPick(haqVendors)
		switch i % 14 {
		case 0:
			t("trap-code-env", "python", fmt.Sprintf("import os\n\n%s = os.environ[\"%s\"]\nif not %s:\n    raise SystemExit(\"%s is not set\")\n", strings.ToLower(v.env), v.env, strings.ToLower(v.env), v.env))
		case 1:
			t("trap-code-env", "javascript", fmt.Sprintf("const token = process.env.%s;\nif (!token) throw new Error('missing %s');\n", v.env, v.env))
		case 2:
			fn := haqPick([]string{"check_password", "verify_login", "authenticate", "is_valid_password"})
			arg := haqPick([]string{"password", "raw_password", "candidate", "pw"})
			t("trap-code-password", "python", fmt.Sprintf("def %s(user, %s):\n    hashed = user.password_hash\n    return bcrypt.checkpw(%s.encode(), hashed)\n", fn, arg, arg))
		case 3:
			t("trap-code-password", "go", fmt.Sprintf("func (s *Store) SetPassword(u *User, password string) error {\n\tif len(password) < %d {\n\t\treturn ErrTooShort\n\t}\n\th, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)\n\tif err != nil {\n\t\treturn err\n\t}\n\tu.PasswordHash = h\n\treturn nil\n}\n", haqPick([]int{8, 10, 12, 14})))
		case 4:
			t("trap-k8s-ref", "yaml", fmt.Sprintf("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: marketing-secrets\n        key: %s\n", v.env, strings.ToLower(v.env)))
		case 5:
			t("trap-gha-ref", "github-actions", fmt.Sprintf("- name: Sync audiences\n  run: python sync.py\n  env:\n    %s: ${{ secrets.%s }}\n", v.env, v.env))
		case 6:
			fid := haqPick([]string{"password", "pwd", "new-password", "login-pass"})
			t("trap-form-html", "html", fmt.Sprintf("<label for=\"%s\">%s</label>\n<input type=\"password\" id=\"%s\" name=\"%s\" autocomplete=\"%s\" minlength=\"%d\" required>\n",
				fid, haqPick([]string{"Password", "Passwort", "Mot de passe", "Contraseña"}), fid, fid, haqPick([]string{"current-password", "new-password"}), haqPick([]int{8, 10, 12})))
		case 7:
			t("trap-vault-ref", "terraform", fmt.Sprintf("data \"aws_secretsmanager_secret_version\" \"%s\" {\n  secret_id = \"mkt/%s\"\n}\n", strings.ToLower(strings.Fields(v.name)[0]), strings.ToLower(v.env)))
		case 8:
			t("trap-sql", "sql", fmt.Sprintf("SELECT id, email, last_login FROM %s WHERE password_reset_at IS NULL AND created_at > '2025-0%d-01' ORDER BY last_login DESC LIMIT %d;", haqPick([]string{"wp_users", "subscribers", "cms_editors"}), haqBetween(1, 9), haqPick([]int{20, 50, 100})))
		case 9:
			t("trap-hash-in-config", "yaml", fmt.Sprintf("cache:\n  key: deps-%s\n  paths:\n    - node_modules/\nbuild_hash: %s\n", haqRnd(hexs, 64), haqRnd(hexs, 20)))
		case 10:
			t("trap-typescript", "typescript", fmt.Sprintf("export interface %sConfig {\n  apiKey: string;\n  apiSecret?: string;\n  region: 'us' | 'eu';\n}\n\nexport const defaults: Partial<%sConfig> = { region: 'eu' };\n", haqPick([]string{"Mailchimp", "Segment", "Klaviyo", "Brevo"}), haqPick([]string{"Mailchimp", "Segment", "Klaviyo", "Brevo"})))
		case 11:
			t("trap-test-fixture", "python", fmt.Sprintf("def test_rejects_blank_token(client):\n    resp = client.post(\"/hooks/%s\", headers={\"X-Signature\": \"\"})\n    assert resp.status_code == 401\n", strings.ToLower(strings.Fields(v.name)[0])))
		case 12:
			t("trap-stack-trace", "python-traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/newsletter/send.py\", line %d, in send_batch\n    client.send(msg)\n  File \"/usr/lib/python3.12/site-packages/sendgrid/client.py\", line 88, in send\n    raise UnauthorizedError(\"HTTP Error 401: Unauthorized\")\npython_http_client.exceptions.UnauthorizedError: HTTP Error 401: Unauthorized\n", haqBetween(20, 300)))
		default:
			t("trap-log-redacted", "log", fmt.Sprintf("%s INFO auth ok user=%s token=[REDACTED] ip=198.51.100.%d\n%s WARN rate limit 429 from api.hubapi.com, retry in 10s", haqPick([]string{"2025-05-01T10:00:00Z", "2025-05-02T11:12:13Z"}), haqPick([]string{"maya.k", "bot", "jonas_r"}), haqBetween(1, 254), haqPick([]string{"2025-05-01T10:00:01Z", "2025-05-02T11:12:14Z"})))
		}
	}
	return out
}
