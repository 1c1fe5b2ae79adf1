package main

// heldout-ai: general traps — hashes, ids, versions, digests, ordinary base64, placeholders,
// menu paths, paths and URLs, talk about passwords, numbers and codes, code that handles
// secrets without holding one, and lookalikes of the four named shapes.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haiTrap2Gens() []haiGen {
	return []haiGen{
		{12, haiGitSHATrap},
		{10, haiChecksumTrap},
		{12, haiIDTrap},
		{12, haiVersionTrap},
		{8, haiBase64Trap},
		{14, haiPlaceholderTrap},
		{10, haiMenuPathTrap},
		{14, haiPathURLTrap},
		{16, haiPolicyTalkTrap},
		{12, haiNumberTrap},
		{12, haiPWCodeTrap},
		{12, haiNotesTrap},
		{12, haiSlashPairTrap},
		{8, haiDiscordLikeTrap},
		{8, haiWrappedTrap},
		{10, haiKeyIDLikeTrap},
	}
}

func haiGitSHATrap() Sample {
	cat := "trap-git-sha"
	sha := haiHex(40)
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "shell", fmt.Sprintf("$ git log --oneline -3\n%s fix rounding in VAT report\n%s add camt.053 parser\n%s bump ccxt to 4.3", haiHex(7), haiHex(7), haiHex(7)))
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("the regression came in with %s, reverting", sha))
	case 2:
		return haiTrap(cat, "shell", fmt.Sprintf("$ git rev-parse HEAD\n%s", sha))
	case 3:
		return haiTrap(cat, "diff", fmt.Sprintf("diff --git a/recon/match.py b/recon/match.py\nindex %s..%s 100644\n--- a/recon/match.py\n+++ b/recon/match.py\n@@ -12,7 +12,7 @@ def match(tx, invoice):\n-    tolerance = 0.01\n+    tolerance = Decimal(\"0.005\")", haiHex(7), haiHex(7)))
	case 4:
		return haiTrap(cat, "ci-log", fmt.Sprintf("Run actions/checkout@v4\nSyncing repository: fin-team/ledger\nChecking out ref refs/heads/main (%s)\nHEAD is now at %s Merge pull request #%d", sha, sha[:7], haiN(100, 2000)))
	default:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Der Fix für die Skonto-Berechnung ist in Commit %s, deployed am %s.", sha[:12], haiDate()))
	}
}

func haiChecksumTrap() Sample {
	cat := "trap-checksum"
	switch rng.IntN(5) {
	case 0:
		return haiTrap(cat, "shell", fmt.Sprintf("$ sha256sum electrum-4.5.5.tar.gz\n%s  electrum-4.5.5.tar.gz", haiHex(64)))
	case 1:
		return haiTrap(cat, "notes", fmt.Sprintf("SHA256SUMS.asc verified, ledger-live-desktop-2.%d.0-linux-x86_64.AppImage %s", haiN(60, 90), haiHex(64)))
	case 2:
		return haiTrap(cat, "chat", fmt.Sprintf("md5 of the DATEV export is %s, matches what the tax advisor received", haiHex(32)))
	case 3:
		return haiTrap(cat, "json", fmt.Sprintf("{\"file\": \"statements_%s.zip\", \"size\": %d, \"sha1\": \"%s\"}", strings.ReplaceAll(haiDate(), "-", ""), haiN(10000, 9000000), haiHex(40)))
	default:
		return haiTrap(cat, "lockfile", fmt.Sprintf("\"node_modules/ccxt\": {\n  \"version\": \"4.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/ccxt/-/ccxt-4.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", haiN(1, 4), haiN(1, 99), haiN(1, 4), haiN(1, 99), haiR(haiB64, 86)))
	}
}

func haiIDTrap() Sample {
	cat := "trap-ids"
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "log", fmt.Sprintf("%s %s ERROR payments: upstream 502 request_id=%s trace_id=%s", haiDate(), haiTime(), haiUUID(), haiHex(32)))
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("tenant id for the Xero org is %s if you need it for the support ticket", haiUUID()))
	case 2:
		return haiTrap(cat, "http", fmt.Sprintf("HTTP/1.1 429 Too Many Requests\nX-Request-Id: %s\nRetry-After: 30\nX-MBX-USED-WEIGHT-1M: 1201", haiUUID()))
	case 3:
		return haiTrap(cat, "json", fmt.Sprintf("{\"id\": \"evt_%s\", \"type\": \"payout.paid\", \"account\": \"acct_1%s\", \"livemode\": true}", haiR(alnum, 24), haiR(alnum, 15)))
	case 4:
		return haiTrap(cat, "prose-fr", fmt.Sprintf("identifiant de la transaction Adyen (pspReference) : %s", haiR(upper+digits, 16)))
	default:
		return haiTrap(cat, "log", fmt.Sprintf("span=%s parent=%s service=invoice-api duration_ms=%d", haiHex(16), haiHex(16), haiN(3, 900)))
	}
}

func haiVersionTrap() Sample {
	cat := "trap-version"
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "shell", fmt.Sprintf("$ docker pull freqtradeorg/freqtrade:stable\nstable: Pulling from freqtradeorg/freqtrade\nDigest: sha256:%s\nStatus: Downloaded newer image", haiHex(64)))
	case 1:
		return haiTrap(cat, "yaml", fmt.Sprintf("image: ghcr.io/fin-team/recon@sha256:%s\nreplicas: 2", haiHex(64)))
	case 2:
		return haiTrap(cat, "chat", fmt.Sprintf("upgraded DATEV connector to v%d.%d.%d (build %d), release notes in Confluence", haiN(1, 9), haiN(0, 30), haiN(0, 99), haiN(1000, 99999)))
	case 3:
		return haiTrap(cat, "requirements", fmt.Sprintf("ccxt==4.%d.%d\npandas==2.2.%d\npython-binance==1.0.%d\nplaid-python==2%d.0.0", haiN(1, 4), haiN(1, 99), haiN(0, 3), haiN(10, 29), haiN(0, 9)))
	case 4:
		return haiTrap(cat, "log", fmt.Sprintf("build %s-%s finished in %dm%ds (artifact recon-%d.%d.%d-linux-amd64.tar.gz)", haiDate(), haiHex(8), haiN(1, 20), haiN(0, 59), haiN(1, 5), haiN(0, 20), haiN(0, 9)))
	default:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Bitte auf Version %d.%d.%d aktualisieren, die alte ELSTER-Schnittstelle wird abgeschaltet.", haiN(1, 30), haiN(0, 12), haiN(0, 9)))
	}
}

func haiBase64Trap() Sample {
	cat := "trap-base64-data"
	plain := haiP("{\"report\":\"vat\",\"quarter\":"+fmt.Sprint(haiN(1, 4))+"}", "Monthly close checklist v2", "hello from the treasury team", "<Document>camt.053</Document>", "currency=EUR;rounding=2")
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	switch rng.IntN(4) {
	case 0:
		return haiTrap(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: report-settings\nbinaryData:\n  settings: %s", b))
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("the webhook payload field is just base64 of the body: %s", b))
	case 2:
		return haiTrap(cat, "html", fmt.Sprintf("<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s\">", haiR(haiB64, 40)))
	default:
		return haiTrap(cat, "json", fmt.Sprintf("{\"attachment\": {\"filename\": \"note.txt\", \"content\": \"%s\"}}", b))
	}
}

func haiPlaceholderTrap() Sample {
	cat := "trap-placeholder"
	return haiTrap(cat, haiP("env", "readme", "yaml", "chat"), haiP(
		"BINANCE_API_KEY=<your-api-key>\nBINANCE_API_SECRET=<your-api-secret>",
		"Set `PLAID_SECRET` to the value from your dashboard (e.g. `PLAID_SECRET=your-secret-here`).",
		"password: changeme  # replace before deploying",
		"stripe.api_key = \"sk_test_...\"  # put your own test key here",
		"api_key: xxxxxxxxxxxxxxxxxxxx\napi_secret: xxxxxxxxxxxxxxxxxxxx",
		"DB_PASSWORD=\nDB_USER=\nDB_HOST=localhost",
		"curl -u YOUR_CLIENT_ID:YOUR_CLIENT_SECRET https://api-m.sandbox.paypal.com/v1/oauth2/token",
		"token = \"${DISCORD_TOKEN}\"",
		"Passwort: ******** (steht im Tresor)",
		"mnemonic: \"test test test test test test test test test test test junk\"  # hardhat default, never use on mainnet",
		"The login form shows 'Password: ••••••••' and a 'Forgot password?' link.",
		"KRAKEN_PRIVATE_KEY=REPLACE_ME",
		"export AWS_SECRET_ACCESS_KEY=<secret>  # from the vault, see runbook",
		"Authorization: Bearer <token>",
		"private_key = \"0x<your-private-key>\"",
		"config.json: \"key\": \"your_exchange_key\", \"secret\": \"your_exchange_secret\"",
	))
}

func haiMenuPathTrap() Sample {
	cat := "trap-menu-path"
	return haiTrap(cat, haiP("chat", "notes", "ticket"), haiP(
		"Go to Admin / Settings / Users and disable the leaver's account.",
		"In Xero: Accounting > Advanced > Fixed assets settings.",
		"QuickBooks: Gear icon → Account and settings → Advanced → Accounting.",
		"Binance: Profile / API Management / Create API, then restrict to trusted IPs.",
		"DATEV: Bestand / Öffnen / Mandantenübersicht",
		"Einstellungen > Sicherheit > Zwei-Faktor-Authentifizierung aktivieren",
		"Paramètres / Sécurité / Mots de passe d'application",
		"Settings → Security → Change password (you will be logged out)",
		"Kraken: Settings / API / Add key / Query Funds only",
		"Configuración > Cuenta > Seguridad",
		"Reports / Aged Receivables / Export to Excel",
		"File > Options > Trust Center > Trust Center Settings > Macro Settings",
	))
}

func haiPathURLTrap() Sample {
	cat := "trap-path-url"
	n := strings.ToLower(haiName())
	switch rng.IntN(8) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("report is at /srv/finance/reports/%s/vat_q%d.xlsx", strings.ReplaceAll(haiDate(), "-", "/"), haiN(1, 4)))
	case 1:
		return haiTrap(cat, "chat", "docs: https://docs.ccxt.com/#/README?id=authentication and https://www.freqtrade.io/en/stable/configuration/")
	case 2:
		return haiTrap(cat, "email", fmt.Sprintf("Please send the signed engagement letter to %s@%s.example and cc accounting@%s.example.", n, strings.ToLower(strings.Fields(haiCo())[0]), strings.ToLower(strings.Fields(haiCo())[0])))
	case 3:
		return haiTrap(cat, "notes", fmt.Sprintf("username on the broker portal: %s_%d (password in 1Password)", n, haiN(10, 99)))
	case 4:
		return haiTrap(cat, "shell", fmt.Sprintf("$ ssh %s@%s\nLast login: Mon %s from 10.0.%d.%d", n, haiHost(), haiTime(), haiN(0, 255), haiN(1, 254)))
	case 5:
		return haiTrap(cat, "windows-path", fmt.Sprintf("C:\\Users\\%s\\Documents\\Buchhaltung\\%d\\Belege\\Kontoauszug_%02d.pdf", n, haiN(2021, 2025), haiN(1, 12)))
	case 6:
		return haiTrap(cat, "url", fmt.Sprintf("https://dashboard.stripe.com/%s/payments?created[gte]=%d&status=failed", haiP("test", "acct_1"+haiR(alnum, 15)), 1700000000+rng.IntN(90000000)))
	default:
		return haiTrap(cat, "yaml", fmt.Sprintf("hosts:\n  db: %s\n  sftp: sftp.bankfeed.example.net\n  grafana: https://grafana.fin.local\nowner: %s@example.com", haiHost(), n))
	}
}

func haiPolicyTalkTrap() Sample {
	cat := "trap-password-talk"
	return haiTrap(cat, "prose", haiP(
		"The password policy requires 12 characters, one digit and one symbol.",
		"Password rotation for the bank portal is every 90 days; "+haiName()+" gets the reminder.",
		"I reset my password for the tax portal and now the certificate file doesn't open.",
		"Das Passwort muss mindestens 10 Zeichen lang sein und darf nicht den Benutzernamen enthalten.",
		"Le mot de passe doit être changé tous les 90 jours.",
		"La contraseña caduca el mes que viene, hay que cambiarla desde la intranet.",
		"Пароль должен содержать не менее 12 символов.",
		"パスワードは12文字以上にしてください。",
		"密码每三个月必须更换一次。",
		"비밀번호는 분기마다 변경해야 합니다.",
		"Hasło musi mieć co najmniej 12 znaków.",
		"We store passwords as argon2id hashes, never in plaintext.",
		"Forgot the password again? Use the self-service reset at the login page.",
		"Auditor asked whether shared passwords exist for the ERP — answer: no, everyone has SSO.",
		"The API secret is only shown once when you create the key, so copy it into the vault immediately.",
		"2FA is mandatory for all exchange accounts from next month.",
		"Şifrenizi kimseyle paylaşmayın.",
		"Wi-Fi password is on the sticker under the router, ask reception.",
		"The PIN for the company card was sent by post, separately from the card.",
		"Login uses username and password plus a TOTP code from the authenticator app.",
	))
}

func haiNumberTrap() Sample {
	cat := "trap-numbers"
	switch rng.IntN(7) {
	case 0:
		return haiTrap(cat, "ticket", fmt.Sprintf("JIRA FIN-%d: VAT rounding difference of 0.%02d EUR on invoice batch %d", haiN(100, 9999), haiN(1, 99), haiN(100, 999)))
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("call the bank's corporate desk at +49 69 %d %d, reference %d", haiN(100, 999), haiN(1000, 9999), haiN(100000, 999999)))
	case 2:
		return haiTrap(cat, "notes", fmt.Sprintf("License key for the PDF printer: product code %s-%s-%s-%s (asset tag %d)", haiR(upper+digits, 5), haiR(upper+digits, 5), haiR(upper+digits, 5), haiR(upper+digits, 5), haiN(10000, 99999)))
	case 3:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Termin beim Steuerberater am %s um %d:%02d Uhr, Aktenzeichen %d/%d.", haiDate(), haiN(8, 17), haiP2(0, 30), haiN(100, 999), haiN(2023, 2025)))
	case 4:
		return haiTrap(cat, "csv", fmt.Sprintf("serial,model,location\n%s,Ledger Nano X,safe A\n%s,Trezor Model T,safe B", haiR(upper+digits, 12), haiR(upper+digits, 12)))
	case 5:
		return haiTrap(cat, "chat", fmt.Sprintf("SKU %s-%d is out of stock, reorder %d units", haiR(upper, 3), haiN(1000, 9999), haiN(10, 500)))
	default:
		return haiTrap(cat, "email", fmt.Sprintf("Your tracking number is 1Z%s. Expected delivery %s.", haiR(upper+digits, 16), haiDate()))
	}
}

func haiPWCodeTrap() Sample {
	cat := "trap-password-code"
	return haiTrap(cat, haiP("python", "code"), haiP(
		"password = getpass.getpass(\"Exchange API password: \")",
		"db_password = os.environ[\"LEDGER_DB_PASSWORD\"]",
		"CREATE TABLE users (\n  id BIGSERIAL PRIMARY KEY,\n  email TEXT UNIQUE NOT NULL,\n  password_hash TEXT NOT NULL\n);",
		"if not bcrypt.checkpw(password.encode(), user.password_hash):\n    raise AuthError(\"invalid credentials\")",
		"const secret = process.env.STRIPE_WEBHOOK_SECRET;\nconst event = stripe.webhooks.constructEvent(body, sig, secret);",
		"func (c *Client) SetPassword(pw string) { c.password = pw }",
		"api_secret = config.get(\"exchange\", \"secret\", fallback=None)",
		"<input type=\"password\" name=\"password\" autocomplete=\"current-password\" required>",
		"$password = Read-Host -AsSecureString \"Password\"",
		"var mnemonicWordCount = 24\nvar derivationPath = \"m/44'/60'/0'/0/0\"",
		"token, err := vault.Read(\"secret/data/exchanges/binance\")",
		"PASSWORD_MIN_LENGTH = 12\nPASSWORD_REQUIRE_SYMBOL = True",
		"Dim pwd As String\npwd = InputBox(\"Datenbank-Passwort eingeben\")",
	))
}

func haiNotesTrap() Sample {
	cat := "trap-notes"
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "meeting-notes", fmt.Sprintf("Month-end close %s\n- bank rec done for all %d accounts\n- %s: chase missing receipts\n- FX revaluation run at 16:00\n- next sync Thursday", haiDate(), haiN(3, 20), haiName()))
	case 1:
		return haiTrap(cat, "runbook", "## Rotating exchange API keys\n1. Create the new key in the exchange UI (read + trade, no withdraw).\n2. Store key and secret in the vault under exchanges/<name>.\n3. Restart the bot: `systemctl restart freqtrade`.\n4. Delete the old key.")
	case 2:
		return haiTrap(cat, "readme", "# recon\n\nMatches bank transactions to open invoices.\n\n## Setup\n\n```\ncp .env.example .env   # fill in your own values\nmake run\n```")
	case 3:
		return haiTrap(cat, "email", fmt.Sprintf("Hi %s,\n\nthe auditors arrive on %s. Please have the trial balance, the fixed asset register and the bank confirmations ready.\n\nThanks,\n%s", haiName(), haiDate(), haiName()))
	case 4:
		return haiTrap(cat, "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/bot/exchange.py\", line %d, in fetch_balance\n    raise AuthenticationError(\"binance requires \\\"apiKey\\\" credential\")\nccxt.base.errors.AuthenticationError: binance requires \"apiKey\" credential", haiN(20, 400)))
	default:
		return haiTrap(cat, "prose-it", fmt.Sprintf("Riunione con il commercialista il %s: chiusura bilancio, F24 di giugno, verifica dei cespiti.", haiDate()))
	}
}

// haiSlashPairTrap looks like "user / password" but is not.
func haiSlashPairTrap() Sample {
	cat := "trap-slash-pair"
	return haiTrap(cat, haiP("chat", "notes"), haiP(
		"login is admin / SSO now, no local passwords anymore",
		"permissions: read / write / withdraw (withdraw stays off)",
		"Buy / Sell buttons are swapped on the mobile app",
		"Login with Google / Microsoft / Apple",
		"user / group mapping for the finance share is in the AD sheet",
		"router login page: http://192.168.0.1 / admin panel",
		"Username / Email field accepts both",
		"debit / credit columns are reversed in the export",
		"Benutzer / Gruppen / Rollen im DATEV-Rechteverwaltung prüfen",
		"the login is "+strings.ToLower(haiName())+" / the password is whatever you set on day one",
		"EUR / USD / CHF accounts are reconciled daily",
		"login: admin / password: (see vault entry 'router')",
	))
}

func haiDiscordLikeTrap() Sample {
	cat := "trap-discord-like"
	id := fmt.Sprint(haiN(1, 9)) + haiR(digits, 17)
	switch rng.IntN(4) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("my Discord user id is %s, add me to the signals server", id))
	case 1:
		return haiTrap(cat, "url", fmt.Sprintf("https://discord.com/channels/%s/%s/%s", id, fmt.Sprint(haiN(1, 9))+haiR(digits, 17), fmt.Sprint(haiN(1, 9))+haiR(digits, 17)))
	case 2:
		return haiTrap(cat, "chat", fmt.Sprintf("join the trading community: https://discord.gg/%s", haiR(alnum, 8)))
	default:
		return haiTrap(cat, "url", fmt.Sprintf("https://discord.com/oauth2/authorize?client_id=%s&permissions=2048&scope=bot", id))
	}
}

func haiWrappedTrap() Sample {
	cat := "trap-wrapped"
	switch rng.IntN(4) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("link got wrapped:\nhttps://www.bundesbank.de/resource/blob/%d/%s/mL/\nbankleitzahlen-download-data.xlsx", haiN(100000, 999999), haiHex(32)))
	case 1:
		return haiTrap(cat, "shell", fmt.Sprintf("$ xxd -l 32 statement.pdf\n00000000: 2550 4446 2d31 2e37 0a25 e2e3 cfd3 0a31  %%PDF-1.7.%%.....1\n00000010: %s %s %s %s  ................", haiHex(4), haiHex(4), haiHex(4), haiHex(4)))
	case 2:
		return haiTrap(cat, "log", fmt.Sprintf("%s %s WARN recon: unmatched tx %s\n    counterparty=%s amount=-%d.%02d EUR ref=%s", haiDate(), haiTime(), haiUUID(), haiCo(), haiN(10, 9000), haiN(0, 99), haiR(upper+digits, 14)))
	default:
		return haiTrap(cat, "notes", fmt.Sprintf("tx hash (wrapped by the PDF):\n0x%s\n%s", haiHex(32), haiHex(32)))
	}
}

func haiKeyIDLikeTrap() Sample {
	cat := "trap-key-id-like"
	switch rng.IntN(5) {
	case 0:
		return haiTrap(cat, "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"my-project\",\n  \"private_key_id\": \"<KEY_ID>\",\n  \"client_email\": \"name@my-project.iam.gserviceaccount.com\"\n}")
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("the service account is %s, key stays in Secret Manager; ask %s for access", haiSAEmail(), haiName()))
	case 2:
		return haiTrap(cat, "shell", fmt.Sprintf("$ gpg --list-keys %s\npub   ed25519 2024-0%d-1%d [SC]\n      %s\nuid   [ultimate] Finance Team <finance@example.com>", strings.ToLower(haiName()), haiN(1, 9), haiN(0, 9), haiR(haiHexU, 40)))
	case 3:
		return haiTrap(cat, "json", fmt.Sprintf("{\"client_id\": \"%s\", \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\", \"token_uri\": \"https://oauth2.googleapis.com/token\"}", haiR(digits, 21)))
	default:
		return haiTrap(cat, "prose", "The private_key_id field identifies which key of the service account signed the token; Google rotates the public certs daily.")
	}
}
