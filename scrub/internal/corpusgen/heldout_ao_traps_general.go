package main

import (
	"fmt"
	"strings"
)

// General look-alikes: ids, hashes, placeholders, public values, talk about passwords.

func haoSemver() string {
	v := fmt.Sprintf("%d.%d.%d", haoN(0, 12), haoN(0, 40), haoN(0, 30))
	switch rng.IntN(4) {
	case 0:
		v += "-rc." + fmt.Sprint(haoN(1, 5))
	case 1:
		v += "+build." + haoR(digits, 4)
	}
	return v
}

func haoGeneralTraps(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 30 {
		case 0:
			s = haoTrap("git-sha", "git", fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   Tue %s\n\n    fix: sanitize filename before upload (%s)", haoR(hexs, 40), haoFirst(), strings.ToLower(haoFirst()), haoDomain(), haoDate(), haoPick("#"+haoR(digits, 4), "SEC-"+haoR(digits, 3))))
		case 1:
			s = haoTrap("git-sha", "chat", fmt.Sprintf("regression came in with %s, reverting to %s", haoR(hexs, 7), haoR(hexs, 7)))
		case 2:
			s = haoTrap("checksum", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s\n$ md5sum %s\n%s  %s", "kali-linux-2025.1-installer-amd64.iso", haoSHA256(), "kali-linux-2025.1-installer-amd64.iso", "payload.bin", haoR(hexs, 32), "payload.bin"))
		case 3:
			s = haoTrap("uuid", "log", fmt.Sprintf("%sT%sZ level=info msg=\"request finished\" request_id=%s trace_id=%s duration_ms=%d status=200", haoDate(), haoTime(), haoUUID(), haoR(hexs, 32), haoN(3, 900)))
		case 4:
			s = haoTrap("build-id", "ci", fmt.Sprintf("Build #%d (%s) succeeded\nartifact: scanner-%s-linux-amd64.tar.gz\nbuild id: %s\nrunner: gh-runner-%s", haoN(100, 9999), haoR(hexs, 8), haoSemver(), haoUUID(), haoR(lower+digits, 6)))
		case 5:
			s = haoTrap("image-digest", "yaml", fmt.Sprintf("image: ghcr.io/%s/%s@sha256:%s\nimagePullPolicy: IfNotPresent", haoPick("projectdiscovery", "trufflesecurity", "acme-sec"), haoPick("nuclei", "trufflehog", "recon"), haoSHA256()))
		case 6:
			plain := haoPick("hello world", "the quick brown fox", "{\"theme\":\"dark\",\"lang\":\"en\"}", "meeting moved to 3pm", "Hello from the CTF team!", "user preferences v2")
			s = haoTrap("base64-data", "shell", fmt.Sprintf("$ echo -n '%s' | base64\n%s", plain, haoB64s(plain)))
		case 7:
			s = haoTrap("base64-data", "html", fmt.Sprintf("<img alt=\"dot\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s\">", haoR(haoB64, 20)+"AAAAASUVORK5CYII="))
		case 8:
			s = haoTrap("publishable-key", "js", fmt.Sprintf("const stripe = Stripe('pk_live_%s'); // publishable key, safe in the browser", haoR(alnum, 99)))
		case 9:
			s = haoTrap("publishable-key", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", haoR(b64url, 38)))
		case 10:
			s = haoTrap("placeholder", "env", haoPick(
				"API_KEY=<your-token>\nDB_PASSWORD=changeme\nSECRET_KEY=",
				"GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_WEBHOOK=https://hooks.slack.com/services/XXX/YYY/ZZZ",
				"OPENAI_API_KEY=sk-...\n# get one at https://platform.openai.com/api-keys",
				"password: \"${DB_PASSWORD}\"\nuser: \"${DB_USER}\"",
				"STRIPE_SECRET_KEY=sk_test_your_key_here\nSTRIPE_PUBLISHABLE_KEY=pk_test_your_key_here")+fmt.Sprintf("\n# generated %s", haoDate()))
		case 11:
			s = haoTrap("placeholder", "readme", fmt.Sprintf("## Setup\n\n1. Copy `.env.example` to `.env`\n2. Set `API_TOKEN=<paste your token here>`\n3. Run `make scan TARGET=%s`\n\nNever commit your real `.env`.", haoDomain()))
		case 12:
			s = haoTrap("menu-path", "chat", fmt.Sprintf("go to %s and turn on %s", haoPick("Admin / Settings / Security", "Settings > Account > Password & authentication", "System / Users / Roles", "Admin / Integrations / Webhooks"), haoPick("MFA enforcement", "SSO only", "audit logging", "IP allow-list")))
		case 13:
			s = haoTrap("file-path", "notes", fmt.Sprintf("interesting files: /etc/passwd, /var/www/html/config.php, C:\\Windows\\System32\\config\\SAM, ~/.aws/credentials (empty), /opt/%s/conf/server.xml", haoPick("tomcat9", "jboss", "splunk")))
		case 14:
			s = haoTrap("url", "chat", fmt.Sprintf("writeup is up: https://%s/posts/%s-%s-writeup?utm_source=discord", haoPick("0xdf.gitlab.io", "blog.example.net", "ctf.acme-sec.io"), haoPick("htb", "thm", "picoctf"), haoWords[rng.IntN(len(haoWords))]))
		case 15:
			s = haoTrap("email", "chat", fmt.Sprintf("send the retest request to %s@%s and cc security@%s", strings.ToLower(haoFirst()), haoDomain(), haoDomain()))
		case 16:
			s = haoTrap("username", "chat", fmt.Sprintf("the login is %s, password is in the vault under '%s'", haoUser(), haoPick("client-vpn", "lab-router", "HTB shared")))
		case 17:
			s = haoTrap("hostname", "notes", fmt.Sprintf("targets: %s, %s, %s (all Windows Server 2019)", haoHost(), haoHost(), haoHost()))
		case 18:
			s = haoTrap("policy", "chat", haoPick(
				"the password policy requires 12 characters, one digit and no reuse of the last 24",
				"lockout after 5 failed attempts, so spray at most 1 password per 30 minutes",
				"Passwort vergessen? Bitte über das Self-Service-Portal zurücksetzen.",
				"Le mot de passe doit contenir au moins 12 caractères.",
				"密码至少需要12个字符，并且每90天更换一次。",
				"パスワードは12文字以上にしてください。",
				"Пароль должен содержать не менее 12 символов.",
				"La contraseña expira cada 90 días.",
				"we found that 40% of users had passwords based on the season and year"))
		case 19:
			s = haoTrap("ticket", "chat", fmt.Sprintf("tracked in JIRA %s-%d and %s, due %s", haoPick("SEC", "PENTEST", "VULN"), haoN(10, 9999), haoCVE(), haoDate()))
		case 20:
			s = haoTrap("phone", "email", fmt.Sprintf("Emergency contact during testing: %s, +49 %d %d, or +1 (%d) %d-%04d.\nTesting window: %s 22:00 – 04:00 CET.", haoFirst(), haoN(30, 89), haoN(1000000, 9999999), haoN(200, 989), haoN(200, 989), rng.IntN(10000), haoDate()))
		case 21:
			s = haoTrap("product-code", "notes", fmt.Sprintf("replacement part %s (SKU %s-%s), serial %s%s", haoPick("FortiGate 60F PSU", "Cisco C9300 fan", "Yubikey 5 NFC"), haoR(upper, 2), haoR(digits, 4), haoR(upper, 3), haoR(digits, 8)))
		case 22:
			s = haoTrap("version", "chat", fmt.Sprintf("target runs Jenkins %s and the plugin is %s, vulnerable below %s", haoSemver(), haoSemver(), haoSemver()))
		case 23:
			s = haoTrap("meeting", "notes", fmt.Sprintf("Kickoff %s\n- attendees: %s, %s, %s\n- scope: external + AD assumed breach\n- creds: client will create a test account on day 1\n- daily sync at 09:30", haoDate(), haoFirst(), haoFirst(), haoFirst()))
		case 24:
			s = haoTrap("username", "yaml", fmt.Sprintf("router:\n  host: %s\n  login: admin\n  password_ref: vault://network/%s\n  notes: \"use the jump host\"", haoIP(), haoPick("edge-router", "core-switch")))
		case 25:
			s = haoTrap("csv", "csv", fmt.Sprintf("ip,port,service,version,risk\n%s,22,ssh,OpenSSH 7.4,medium\n%s,443,https,nginx 1.18,low\n%s,3389,rdp,,high", haoIP(), haoIP(), haoIP()))
		case 26:
			s = haoTrap("pubkey-fingerprint", "shell", fmt.Sprintf("ED25519 key fingerprint is SHA256:%s.\nThis key is not known by any other names.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", haoR(haoB64, 43)))
		case 27:
			s = haoTrap("i18n-notes", "notes", haoPick("Besprechung", "Réunion", "Reunión", "会議", "Встреча")+" "+haoDate()+"\n"+haoPick(
				"- Scope bestätigt, Zugangsdaten kommen per Telefon.",
				"- Les identifiants seront envoyés par un autre canal.",
				"- Las credenciales se entregan en persona.",
				"- 認証情報は別途電話で共有します。",
				"- Учётные данные передадут по телефону."))
		case 28:
			s = haoTrap("date-ids", "log", fmt.Sprintf("%s %s job=%s run=%d shard=%d/%d took %dms", haoDate(), haoTime(), haoPick("nightly-scan", "subdomain-enum", "cert-watch"), haoN(100000, 999999), haoN(1, 8), 8, haoN(100, 90000)))
		default:
			s = haoTrap("mapbox-public", "js", fmt.Sprintf("// public styles only\nmap.setStyle('mapbox://styles/%s/%s');", haoPick("acme", "recon-maps"), haoR(lower+digits, 25)))
		}
		out = append(out, s)
	}
	return out
}
