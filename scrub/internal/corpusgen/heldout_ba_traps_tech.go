package main

// heldout_ba_traps_tech.go: technical look-alikes that are not credentials: commit SHAs,
// checksums, UUIDs, request and build ids, versions, image digests, base64 of ordinary data,
// public keys and certificates, publishable keys, placeholders, paths, URLs, e-mail addresses,
// hostnames and code that handles passwords without containing one.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hbaTrapTechGens() []func() (string, string, string) {
	return []func() (string, string, string){
		func() (string, string, string) {
			sha := hbaHex(40)
			return "trap-git-sha", "shell", "$ git log -1\ncommit " + sha + "\nAuthor: {N} <dev@{DOM}>\nDate:   Tue May 14 11:02:33 2024 +0530\n\n    fix: UPI callback retry ko 3 se 5 kiya"
		},
		func() (string, string, string) {
			return "trap-git-sha", "chat", "bhai " + hbaHex(7) + " wala commit revert kar do, uske baad se checkout page toot gaya"
		},
		func() (string, string, string) {
			return "trap-git-sha", "chat", "merged ✅ `" + hbaHex(40) + "` — deploy sau 6h tối nhé"
		},
		func() (string, string, string) {
			return "trap-checksum", "text", hbaHex(64) + "  pos-installer-v" + fmt.Sprintf("%d.%d.%d", hbaN(1, 4), hbaN(0, 20), hbaN(0, 9)) + ".exe"
		},
		func() (string, string, string) {
			return "trap-checksum", "note", "Tally backup zip verify karo:\nMD5 (TallyBackup_" + fmt.Sprint(hbaN(1, 28)) + "06.zip) = " + hbaHex(32) + "\nSHA-1: " + hbaHex(40)
		},
		func() (string, string, string) {
			return "trap-uuid", "log", "{D} ERROR upi-gateway request_id=" + hbaUUID() + " status=U30 msg=\"Debit has failed\" latency_ms=" + fmt.Sprint(hbaN(80, 4000))
		},
		func() (string, string, string) {
			return "trap-uuid", "chat", "Support ticket khula hai, trace id " + hbaUUID() + " bhej diya Razorpay team ko"
		},
		func() (string, string, string) {
			return "trap-build-id", "ci", "Build #" + fmt.Sprint(hbaN(1000, 9999)) + " passed in 4m12s\nbuild-id: " + fmt.Sprintf("2024%02d%02d.%d", hbaN(1, 12), hbaN(1, 28), hbaN(1, 9)) +
				"\nartifact: app-release-" + hbaHex(8) + ".apk"
		},
		func() (string, string, string) {
			return "trap-version", "chat", "Play Store pe v" + fmt.Sprintf("%d.%d.%d-rc.%d+build.%d", hbaN(1, 5), hbaN(0, 30), hbaN(0, 9), hbaN(1, 5), hbaN(1000, 9999)) + " upload ho gaya, review mein hai"
		},
		func() (string, string, string) {
			return "trap-image-digest", "yaml", "containers:\n  - name: api\n    image: ghcr.io/paykaro/api@sha256:" + hbaHex(64) + "\n    ports:\n      - containerPort: 8080"
		},
		func() (string, string, string) {
			c := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"page":%d,"limit":50,"sort":"created_at"}`, hbaN(2, 40))))
			return "trap-base64-data", "http", "GET /api/v1/orders?cursor=" + c + " HTTP/1.1\nHost: api.{DOM}\nAccept: application/json"
		},
		func() (string, string, string) {
			msg := pick([]string{"Namaste duniya", "Xin chào thế giới", "Kamusta mundo", "hello from the shop", "order confirmed"})
			return "trap-base64-data", "chat", "ye base64 decode karke dekho: " + base64.StdEncoding.EncodeToString([]byte(msg)) + " (bas test message hai)"
		},
		func() (string, string, string) {
			return "trap-public-key", "config", "# ~/.ssh/authorized_keys on pos-01\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " {NL}@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 120) + " deploy@ci"
		},
		func() (string, string, string) {
			return "trap-public-key", "pem", "Bank ki public key (encryption ke liye):\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(alnum+"+/", 20) + "\n" + rnd(alnum+"+/", 64) + "\n" + rnd(alnum+"+/", 64) + "\n" + rnd(alnum+"+/", 30) + "IDAQAB\n-----END PUBLIC KEY-----"
		},
		func() (string, string, string) {
			return "trap-certificate", "pem", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBa" + rnd(alnum+"+/", 16) + "\n" + rnd(alnum+"+/", 64) + "\n" + rnd(alnum+"+/", 64) + "\n" + rnd(alnum+"+/", 40) + "==\n-----END CERTIFICATE-----\nissuer: CN=GlobalSign, valid till 2026"
		},
		func() (string, string, string) {
			return "trap-publishable-key", "html", "<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_" + rnd(alnum, 24) + "');\n</script>"
		},
		func() (string, string, string) {
			return "trap-publishable-key", "javascript", "var options = {\n  \"key\": \"rzp_live_" + rnd(alnum, 14) + "\", // key_id is public; the secret stays on the server\n  \"amount\": \"" + fmt.Sprint(hbaN(100, 9999)) + "00\",\n  \"currency\": \"INR\",\n  \"order_id\": \"" + hbaRzpID("order") + "\"\n};\nvar rzp1 = new Razorpay(options);"
		},
		func() (string, string, string) {
			return "trap-publishable-key", "javascript", "// Midtrans Snap (client key is meant for the browser)\n<script src=\"https://app.midtrans.com/snap/snap.js\" data-client-key=\"Mid-client-" + rnd(b64url, 16) + "\"></script>"
		},
		func() (string, string, string) {
			return "trap-publishable-key", "javascript", "mapboxgl.accessToken = 'pk.eyJ1Ijoi" + rnd(b64url, 20) + "In0." + rnd(b64url, 22) + "'; // public token, URL-restricted"
		},
		func() (string, string, string) {
			return "trap-placeholder", "env", pick([]string{
				"API_KEY=<your-api-key>\nAPI_SECRET=<your-api-secret>\nDB_PASSWORD=changeme  # replace before deploy",
				"RAZORPAY_KEY_ID=rzp_test_xxxxxxxxxxxxxx\nRAZORPAY_KEY_SECRET=xxxxxxxxxxxxxxxxxxxxxxxx",
				"STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX\nSTRIPE_WEBHOOK_SECRET=whsec_...",
				"DB_PASSWORD=${DB_PASSWORD}\nJWT_SECRET=${JWT_SECRET:?must be set}",
				"TELEGRAM_BOT_TOKEN=\nDISCORD_TOKEN=\n# fill these in locally, never commit them",
				"password: \"{{ .Values.db.password }}\"\ntoken: \"{{ .Values.bot.token }}\""})
		},
		func() (string, string, string) {
			return "trap-placeholder", "markdown", pick([]string{
				"curl -H \"Authorization: Bearer <token>\" https://api.{DOM}/v1/me",
				"`client.run('YOUR_BOT_TOKEN_HERE')` — apna token yahan daalo",
				"Set `MOMO_SECRET_KEY=your_secret_key` in `.env` (get it from the MoMo business portal)",
				"password: ******** (ask Ravi)",
				"Login: admin / <password from the sticker under the router>",
				"Mật khẩu: [đã ẩn]"})
		},
		func() (string, string, string) {
			return "trap-path", "note", pick([]string{
				"Private key file rakha hai /etc/ssl/private/{DOMU}.key mein, permission 600",
				"C:\\Users\\{NL}\\Documents\\GST\\2024-25\\GSTR-3B_March.xlsx",
				"credentials ka path: ~/.aws/credentials (profile: pos-prod)",
				"service account file: /opt/app/secrets/firebase-adminsdk.json (mounted from vault)",
				"/var/log/nginx/access.log me 401 errors dekh lo"})
		},
		func() (string, string, string) {
			return "trap-url", "chat", pick([]string{
				"UPI ka overview yahan hai: https://www.npci.org.in/what-we-do/upi/product-overview",
				"GST return yahan file karo: https://services.gst.gov.in/services/login",
				"https://{DOM}/checkout?utm_source=whatsapp&utm_campaign=diwali2024&ref=SHOP" + rnd(digits, 4),
				"Hướng dẫn tích hợp: https://developers.momo.vn/v3/docs/payment/api/wallet/onetime",
				"https://developers.line.biz/en/docs/messaging-api/channel-access-tokens/ parhiye",
				"Docs: https://razorpay.com/docs/api/authentication/ — key id aur secret kaise banaye"})
		},
		func() (string, string, string) {
			return "trap-email-host", "note", "Contacts:\n- Support: support@{DOM}\n- Billing: accounts@{DOM}\n- DB host: " + pick(hbaHosts) + "\n- SMTP: smtp.zoho.in:465"
		},
		func() (string, string, string) {
			return "trap-code", "python", pick([]string{
				"import getpass\npassword = getpass.getpass(\"Password: \")\nif len(password) < 8:\n    raise ValueError(\"password too short\")",
				"hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))",
				"db_password = os.environ[\"DB_PASSWORD\"]\ntoken = os.getenv(\"DISCORD_TOKEN\")\nif not token:\n    sys.exit(\"DISCORD_TOKEN not set\")",
				"def check_pin(pin: str) -> bool:\n    return len(pin) == 4 and pin.isdigit()"})
		},
		func() (string, string, string) {
			return "trap-code", "javascript", pick([]string{
				"const hashed = await bcrypt.hash(req.body.password, 12);\nawait User.updateOne({ _id: user.id }, { password: hashed });",
				"if (!process.env.RAZORPAY_KEY_SECRET) throw new Error('RAZORPAY_KEY_SECRET missing');",
				"<input type=\"password\" name=\"password\" placeholder=\"पासवर्ड डालें\" minlength=\"8\" required>",
				"const { username, password } = req.body;\nif (!username || !password) return res.status(400).send('missing credentials');"})
		},
		func() (string, string, string) {
			return "trap-code", "php", "$password = $_POST['password'] ?? '';\nif (!password_verify($password, $row['password_hash'])) {\n    $error = 'Galat password, dobara koshish karein';\n}"
		},
		func() (string, string, string) {
			return "trap-config-ref", "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pos-db\n        key: password\n  - name: TZ\n    value: Asia/Kolkata"
		},
		func() (string, string, string) {
			return "trap-config-ref", "yaml", "- name: Deploy\n  env:\n    SSH_KEY: ${{ secrets.SSH_KEY }}\n    DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}\n  run: ./deploy.sh"
		},
		func() (string, string, string) {
			return "trap-log", "log", "{D} WARN auth: login failed for user 'admin' from 10.0." + fmt.Sprint(hbaN(0, 9)) + "." + fmt.Sprint(hbaN(2, 250)) + " (bad password, attempt 3/5)\n{D} INFO auth: password changed for user 'cashier01'"
		},
		func() (string, string, string) {
			return "trap-integrity", "json", "\"node_modules/razorpay\": {\n  \"version\": \"2.9." + fmt.Sprint(hbaN(0, 6)) + "\",\n  \"resolved\": \"https://registry.npmjs.org/razorpay/-/razorpay-2.9.4.tgz\",\n  \"integrity\": \"sha512-" + rnd(alnum+"+/", 86) + "==\"\n}"
		},
		func() (string, string, string) {
			return "trap-integrity", "text", "github.com/bwmarrin/discordgo v0.28.1 h1:" + rnd(alnum+"+/", 43) + "=\ngithub.com/bwmarrin/discordgo v0.28.1/go.mod h1:" + rnd(alnum+"+/", 43) + "="
		},
		func() (string, string, string) {
			return "trap-arn", "note", "Lambda role: arn:aws:iam::" + hbaDigits(12) + ":role/pos-sync-lambda\nBucket: s3://kirana-invoices-ap-south-1/2024/06/\nRegion: ap-south-1"
		},
		func() (string, string, string) {
			return "trap-network", "note", "Router LAN IP 192.168.1.1, MAC " + strings.ToUpper(hbaHex(2)+":"+hbaHex(2)+":"+hbaHex(2)+":"+hbaHex(2)+":"+hbaHex(2)+":"+hbaHex(2)) + ", firmware V" + fmt.Sprintf("%d.%d.%d", hbaN(1, 3), hbaN(0, 9), hbaN(0, 20)) + " Build " + hbaDigits(6)
		},
		func() (string, string, string) {
			return "trap-discord-ids", "chat", "Server ID " + hbaSnowflake() + ", channel #orders " + hbaSnowflake() + ", bot client id " + hbaSnowflake() + " — invite link permissions=274877975552 rakhna"
		},
		func() (string, string, string) {
			return "trap-colors", "css", ".btn-pay { background: #" + hbaHex(6) + "; border-color: #" + hbaHex(6) + "; }\n/* Diwali theme — build " + hbaHex(10) + " */"
		},
		func() (string, string, string) {
			return "trap-cron", "text", "# nightly GST report\n30 2 * * * /opt/pos/bin/gst-report --month=$(date +\\%m) >> /var/log/gst.log 2>&1"
		},
		func() (string, string, string) {
			return "trap-jwt-talk", "chat", "JWT mein 3 parts hote hain: header.payload.signature — payload sirf base64url hai, encrypt nahi hota, isliye usme password mat daalo"
		},
	}
}

func hbaTrapsTech() []Sample {
	gens := hbaTrapTechGens()
	var out []Sample
	for i := 0; i < 118; i++ {
		c, f, t := gens[i%len(gens)]()
		n := pick(hbaFirst)
		nl := strings.ToLower(strings.Fields(n)[0])
		dom := pick(hbaDomains)
		text := hbaFill(t, "N", n, "NL", nl, "DOM", dom, "DOMU", strings.ReplaceAll(dom, ".", "_"), "D", hbaTime())
		out = append(out, hbaTrap(c, f, text))
	}
	return out
}
