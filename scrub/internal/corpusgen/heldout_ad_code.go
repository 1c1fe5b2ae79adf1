package main

import (
	"fmt"
	"strings"
)

// Code, shell sessions, logs, stack traces, diffs and tables holding secrets.

func hadCode() []Sample {
	var out []Sample
	out = append(out, hadRep(30, hadSrc)...)
	out = append(out, hadRep(30, hadShell)...)
	out = append(out, hadRep(24, hadLogs)...)
	return out
}

var hadSrcN int

func hadSrc() Sample {
	d := hadDomain()
	var text, f string
	var sec []string
	switch hadCyc(&hadSrcN, 14) {
	case 0:
		k := hadStripeSK()
		f = "php"
		text = fmt.Sprintf("<?php\nrequire 'vendor/autoload.php';\n\n\\Stripe\\Stripe::setApiKey('%s');\n$session = \\Stripe\\Checkout\\Session::create([\n    'mode' => 'payment',\n    'success_url' => 'https://%s/bedankt',\n]);", k, d)
		sec = []string{k}
	case 1:
		k := hadMollie()
		f = "php"
		text = fmt.Sprintf("$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"%s\");\n$payment = $mollie->payments->create([\n    \"amount\" => [\"currency\" => \"EUR\", \"value\" => \"%d.%02d\"],\n    \"description\" => \"Order #%d\",\n]);", k, hadN(5, 400), hadN(0, 99), hadN(1000, 99999))
		sec = []string{k}
	case 2:
		pw := hadPw()
		f = "php"
		text = fmt.Sprintf("$mail = new PHPMailer(true);\n$mail->isSMTP();\n$mail->Host       = 'smtp.%s';\n$mail->SMTPAuth   = true;\n$mail->Username   = 'noreply@%s';\n$mail->Password   = '%s';\n$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;\n$mail->Port       = 587;", d, d, pw)
		sec = []string{pw}
	case 3:
		k := hadSendgrid()
		f = "javascript"
		text = fmt.Sprintf("const sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('%s');\n\napp.post('/contact', async (req, res) => {\n  await sgMail.send({ to: 'info@%s', from: 'site@%s', subject: 'Contact form', text: req.body.message });\n  res.redirect('/thanks');\n});", k, d, d)
		sec = []string{k}
	case 4:
		pw := hadPwSafe()
		f = "javascript"
		text = fmt.Sprintf("// db.js\nconst { Pool } = require('pg');\nmodule.exports = new Pool({\n  connectionString: 'postgres://%s:%s@%s:5432/%s',\n  ssl: { rejectUnauthorized: false },\n});", hadUser(), pw, hadP("localhost", "db."+d, "ec2-"+fmt.Sprint(hadN(1, 254))+"-"+fmt.Sprint(hadN(1, 254))+".eu-west-1.compute.amazonaws.com"), hadP("shop", "orders", "cms"))
		sec = []string{pw}
	case 5:
		ck, cs := hadWooCK(), hadWooCS()
		f = "javascript"
		text = fmt.Sprintf("import WooCommerceRestApi from \"@woocommerce/woocommerce-rest-api\";\n\nconst api = new WooCommerceRestApi({\n  url: \"https://%s\",\n  consumerKey: \"%s\",\n  consumerSecret: \"%s\",\n  version: \"wc/v3\"\n});", d, ck, cs)
		sec = []string{ck, cs}
	case 6:
		k := hadMailgun()
		f = "python"
		text = fmt.Sprintf("import requests\n\ndef send_order_mail(to, body):\n    return requests.post(\n        \"https://api.eu.mailgun.net/v3/mg.%s/messages\",\n        auth=(\"api\", \"%s\"),\n        data={\"from\": \"Shop <orders@%s>\", \"to\": [to], \"subject\": \"Your order\", \"text\": body},\n    )", d, k, d)
		sec = []string{k}
	case 7:
		t := hadShopify()
		f = "python"
		text = fmt.Sprintf("SHOP = \"%s.myshopify.com\"\nTOKEN = \"%s\"\n\nheaders = {\"X-Shopify-Access-Token\": TOKEN, \"Content-Type\": \"application/json\"}\nr = requests.get(f\"https://{SHOP}/admin/api/2024-07/orders.json?status=any\", headers=headers)", strings.Split(d, ".")[0], t)
		sec = []string{t}
	case 8:
		k := hadStripeSK()
		f = "ruby"
		text = fmt.Sprintf("# config/initializers/stripe.rb\nRails.configuration.stripe = {\n  publishable_key: ENV['STRIPE_PUBLISHABLE_KEY'],\n  secret_key:      '%s'\n}\nStripe.api_key = Rails.configuration.stripe[:secret_key]", k)
		sec = []string{k}
	case 9:
		pw := hadPw()
		f = "ruby"
		text = fmt.Sprintf("ActionMailer::Base.smtp_settings = {\n  address: 'smtp-relay.brevo.com',\n  port: 587,\n  user_name: 'hello@%s',\n  password: '%s',\n  authentication: :login\n}", d, pw)
		sec = []string{pw}
	case 10:
		t := hadTelegram()
		f = "go"
		text = fmt.Sprintf("package main\n\nconst botToken = \"%s\"\n\nfunc notify(chatID int64, text string) error {\n\tu := \"https://api.telegram.org/bot\" + botToken + \"/sendMessage\"\n\t_, err := http.PostForm(u, url.Values{\"chat_id\": {strconv.FormatInt(chatID, 10)}, \"text\": {text}})\n\treturn err\n}", t)
		sec = []string{t}
	case 11:
		pw := hadPwSafe()
		f = "csharp"
		text = fmt.Sprintf("var client = new SmtpClient(\"smtp.%s\", 587)\n{\n    Credentials = new NetworkCredential(\"shop@%s\", \"%s\"),\n    EnableSsl = true\n};\nawait client.SendMailAsync(message);", hadP("office365.com", "sendgrid.net"), d, pw)
		sec = []string{pw}
	case 12:
		j := hadJWT()
		f = "javascript"
		text = fmt.Sprintf("// TODO remove before commit\nconst res = await fetch('https://api.%s/v1/orders', {\n  headers: { Authorization: 'Bearer %s' }\n});", d, j)
		sec = []string{j}
	default:
		k := hadGCPKey()
		f = "html"
		text = fmt.Sprintf("<!-- server-side geocoding key pasted by mistake -->\n<?php $geo = file_get_contents('https://maps.googleapis.com/maps/api/geocode/json?address=' . urlencode($addr) . '&key=%s'); ?>", k)
		sec = []string{k}
	}
	return hadS("code-"+f, f, text, sec...)
}

var hadShellN int

func hadShell() Sample {
	d := hadDomain()
	u := hadUser()
	var text, f string
	var sec []string
	f = "shell"
	switch hadCyc(&hadShellN, 18) {
	case 0:
		pw := hadPwSafe()
		text = fmt.Sprintf("docker login %s -u %s -p %s", hadP("registry.gitlab.com", "ghcr.io", "docker.io", "rg.fr-par.scw.cloud"), u, pw)
		sec = []string{pw}
	case 1:
		pw := hadPwSafe()
		text = fmt.Sprintf("mysql -u %s -p%s -h 127.0.0.1 %s_wp < dump-%s.sql", u, pw, strings.Split(d, ".")[0], hadDate())
		sec = []string{pw}
	case 2:
		pw := hadPwSafe()
		text = fmt.Sprintf("mysqldump --user=%s --password='%s' --single-transaction shop > shop.sql", u, pw)
		sec = []string{pw}
	case 3:
		pw := hadPwSafe()
		text = fmt.Sprintf("curl -u %s:%s https://%s/wp-json/wc/v3/orders?per_page=5", u, pw, d)
		sec = []string{pw}
	case 4:
		ck, cs := hadWooCK(), hadWooCS()
		text = fmt.Sprintf("curl https://%s/wp-json/wc/v3/products \\\n  -u %s:%s", d, ck, cs)
		sec = []string{ck, cs}
	case 5:
		k := hadStripeSK()
		text = fmt.Sprintf("curl https://api.stripe.com/v1/refunds \\\n  -u %s: \\\n  -d payment_intent=pi_%s", k, hadR(hadAln, 24))
		sec = []string{k}
	case 6:
		pw := hadPwSafe()
		text = fmt.Sprintf("sshpass -p '%s' rsync -avz ./dist/ %s@%s:/home/%s/public_html/", pw, u, "ssh."+d, u)
		sec = []string{pw}
	case 7:
		pw := hadPwSafe()
		text = fmt.Sprintf("lftp -u %s,%s sftp://%s -e \"mirror -R ./wp-content/themes/%s /public_html/wp-content/themes/%s; bye\"", u, pw, "ftp."+d, "shoptheme", "shoptheme")
		sec = []string{pw}
	case 8:
		pw := hadPwSafe()
		text = fmt.Sprintf("PGPASSWORD=%s psql -h db.%s -U %s -d shop -c 'select count(*) from orders'", pw, d, u)
		sec = []string{pw}
	case 9:
		t := hadGhp()
		text = fmt.Sprintf("git clone https://%s:%s@github.com/%s/%s.git", u, t, hadP("pixelwerk", "agencyfox", "studio-fjord"), strings.Split(d, ".")[0])
		sec = []string{t}
	case 10:
		pw := hadPw()
		text = fmt.Sprintf("wp user create %s %s@%s --role=administrator --user_pass='%s' --path=/var/www/html", hadP("klant", "editor", "sanne"), hadP("info", "sanne"), d, pw)
		sec = []string{pw}
	case 11:
		pw := hadPwSafe()
		text = fmt.Sprintf("$ htpasswd -b -c /etc/nginx/.htpasswd staging %s\nAdding password for user staging\n$ sudo systemctl reload nginx", pw)
		sec = []string{pw}
	case 12:
		t := hadGlpat()
		text = fmt.Sprintf("composer config --global gitlab-token.gitlab.com %s\ncomposer install --no-dev -o", t)
		sec = []string{t}
	case 13:
		pub, priv := hadHexN(32), hadHexN(32)
		text = fmt.Sprintf("composer config --global http-basic.repo.magento.com %s %s", pub, priv)
		sec = []string{priv}
	case 14:
		t := hadCfToken()
		text = fmt.Sprintf("export CLOUDFLARE_API_TOKEN=%s\nnpx wrangler pages deploy ./dist --project-name %s", t, strings.Split(d, ".")[0])
		sec = []string{t}
	case 15:
		t := hadVercel()
		text = fmt.Sprintf("vercel deploy --prod --token %s --scope %s", t, hadP("pixelwerk", "agencyfox"))
		sec = []string{t}
	case 16:
		sk, mk := hadStripeSK(), hadMailgun()
		text = fmt.Sprintf("heroku config:set STRIPE_SECRET_KEY=%s MAILGUN_API_KEY=%s -a %s", sk, mk, strings.Split(d, ".")[0])
		sec = []string{sk, mk}
	default:
		pw := hadPwSafe()
		text = fmt.Sprintf("redis-cli -h cache.%s -a %s FLUSHDB", d, pw)
		sec = []string{pw}
	}
	if rng.IntN(3) == 0 {
		text = hadP("$ ", "root@vps:~# ", u+"@web01:~$ ") + text
	}
	return hadS("shell-command", f, text, sec...)
}

var hadLogsN int

func hadLogs() Sample {
	d := hadDomain()
	var text, f string
	var sec, keep []string
	switch hadCyc(&hadLogsN, 11) {
	case 0:
		pw := hadPwSafe()
		f = "stacktrace"
		keep = []string{"#1 /var/www/html/wp-includes/class-wpdb.php(2019): wpdb->db_connect()"}
		text = fmt.Sprintf("PHP Fatal error:  Uncaught mysqli_sql_exception: Access denied for user 'shop'@'localhost' in /var/www/html/wp-includes/class-wpdb.php:1987\nStack trace:\n#0 /var/www/html/wp-includes/class-wpdb.php(1987): mysqli_real_connect(Object(mysqli), 'localhost', 'shop', '%s', 'shop_wp', NULL, NULL, 0)\n%s\n#2 {main}", pw, keep[0])
		sec = []string{pw}
	case 1:
		pw := hadPwSafe()
		f = "stacktrace"
		text = fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/sync.py\", line 42, in <module>\n    conn = psycopg2.connect(\"dbname=shop user=sync password=%s host=db\")\npsycopg2.OperationalError: connection to server at \"db\" (172.18.0.3), port 5432 failed: FATAL:  password authentication failed for user \"sync\"", pw)
		sec = []string{pw}
	case 2:
		b := hadBasic(hadUser(), hadPwSafe())
		f = "log"
		text = fmt.Sprintf("%s %s DEBUG http: > GET /wp-json/wc/v3/orders HTTP/1.1\n> Host: %s\n> Authorization: Basic %s\n> User-Agent: erp-sync/2.3\n< HTTP/1.1 200 OK", hadDate(), hadTime(), d, b)
		sec = []string{b}
	case 3:
		pw := hadPwSafe()
		f = "diff"
		text = fmt.Sprintf("diff --git a/.env b/.env\nindex %s..%s 100644\n--- a/.env\n+++ b/.env\n@@ -4,3 +4,3 @@ DB_HOST=127.0.0.1\n DB_DATABASE=shop\n DB_USERNAME=shop\n-DB_PASSWORD=\n+DB_PASSWORD=%s\n", hadHexN(7), hadHexN(7), pw)
		sec = []string{pw}
	case 4:
		k := hadStripeSK()
		f = "diff"
		text = fmt.Sprintf("--- a/wp-content/plugins/shop-custom/config.php\n+++ b/wp-content/plugins/shop-custom/config.php\n@@ -1,4 +1,4 @@\n <?php\n-define('SHOP_STRIPE_KEY', getenv('STRIPE_KEY'));\n+define('SHOP_STRIPE_KEY', '%s');\n define('SHOP_CURRENCY', 'EUR');", k)
		sec = []string{k}
		keep = []string{" define('SHOP_CURRENCY', 'EUR');"}
	case 5:
		pw := hadPwSafe()
		f = "log"
		text = fmt.Sprintf("%s %s [cron] running backup\n%s %s [cron] exec: mysqldump -ushop -p%s shop | gzip > /backups/shop-%s.sql.gz\n%s %s [cron] done (%d MB)", hadDate(), hadTime(), hadDate(), hadTime(), pw, hadDate(), hadDate(), hadTime(), hadN(5, 800))
		sec = []string{pw}
	case 6:
		pw := hadPw()
		f = "csv"
		text = fmt.Sprintf("client,site,panel,user,password,renewal\n%s,%s,cPanel,%s,%s,%s\n", hadName(), d, hadUser(), pw, hadDate())
		sec = []string{pw}
	case 7:
		pw, pw2 := hadPw(), hadPw()
		f = "markdown-table"
		text = fmt.Sprintf("| Site | Admin URL | User | Password |\n|------|-----------|------|----------|\n| %s | /wp-admin | %s | %s |\n| %s | /admin | %s | %s |\n", d, hadUser(), pw, hadDomain(), hadUser(), pw2)
		sec = []string{pw, pw2}
	case 8:
		pw := hadPwSafe()
		f = "log"
		text = fmt.Sprintf("%s %s ERROR mailer: SMTP connect failed smtp://orders%%40%s:%s@smtp.%s:587 (535 5.7.8 Authentication failed)", hadDate(), hadTime(), d, pw, hadP("office365.com", "gmail.com"))
		sec = []string{pw}
	case 9:
		u, pw := hadUser(), hadPwSafe()
		f = "log"
		text = fmt.Sprintf("%s - - [%02d/Oct/2025:%s +0200] \"GET https://%s:%s@%s/wp-cron.php HTTP/1.1\" 200 0 \"-\" \"curl/8.5.0\"", fmt.Sprintf("%d.%d.%d.%d", hadN(1, 223), hadN(0, 255), hadN(0, 255), hadN(1, 254)), hadN(1, 28), hadTime(), u, pw, "staging."+d)
		sec = []string{pw}
	default:
		tok := hadJWT()
		f = "har"
		text = fmt.Sprintf("{\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://%s/api/cart\",\n    \"headers\": [\n      {\"name\": \"authorization\", \"value\": \"Bearer %s\"},\n      {\"name\": \"content-type\", \"value\": \"application/json\"}\n    ]\n  }\n}", d, tok)
		sec = []string{tok}
	}
	s := hadS("log-"+f, f, text, sec...)
	if len(keep) > 0 {
		s = hadKeep(s, keep...)
	}
	return s
}
