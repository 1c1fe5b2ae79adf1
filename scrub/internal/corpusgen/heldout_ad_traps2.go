package main

import (
	"fmt"
	"strings"
)

// Traps: placeholders, talk about passwords, code that handles secrets
// without holding one, paths, hosts, people, and text in other languages.

func hadTraps2() []Sample {
	var out []Sample
	out = append(out, hadRep(30, hadPlaceholderTrap)...)
	out = append(out, hadRep(32, hadTalkTrap)...)
	out = append(out, hadRep(30, hadCodeTrap)...)
	out = append(out, hadRep(26, hadMiscTrap)...)
	return out
}

func hadPlaceholderTrap() Sample {
	d := hadDomain()
	var text, f string
	switch rng.IntN(13) {
	case 0:
		f = "dotenv"
		text = fmt.Sprintf("# .env.example — copy to .env and fill in\nAPP_KEY=\nDB_DATABASE=laravel\nDB_USERNAME=root\nDB_PASSWORD=\nMAIL_PASSWORD=null\nSTRIPE_SECRET=%s\n", hadP("sk_test_xxx", "your-stripe-secret", "<stripe-secret-key>", "sk_live_..."))
	case 1:
		f = "php"
		text = "define( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'AUTH_KEY',         'put your unique phrase here' );"
	case 2:
		f = "markdown"
		text = fmt.Sprintf("## Setup\n\n1. `cp .env.example .env`\n2. Set `%s=<your-api-key>`\n3. Run `npm run dev` and open http://localhost:%d", hadP("SENDGRID_API_KEY", "MAILGUN_API_KEY", "POSTMARK_TOKEN", "MOLLIE_KEY"), hadPick(3000, 5173, 8000, 8080))
	case 3:
		f = "yaml"
		text = "smtp:\n  host: smtp.example.com\n  user: you@example.com\n  password: changeme\n"
	case 4:
		f = "chat"
		text = fmt.Sprintf("the API key looks like %s, you'll find yours under %s", hadP("sk_live_xxxxxxxxxxxx", "SG.xxxxx.yyyyy", "key-xxxxxxxxxxxxxxxx", "xkeysib-XXXX"), hadP("Developers > API keys", "Settings > API Keys", "Account > SMTP & API"))
	case 5:
		f = "shell"
		text = "curl -u YOUR_CONSUMER_KEY:YOUR_CONSUMER_SECRET https://example.com/wp-json/wc/v3/orders"
	case 6:
		f = "json"
		text = "{\n  \"mollie\": { \"apiKey\": \"test_...\" },\n  \"smtp\": { \"user\": \"\", \"pass\": \"********\" }\n}"
	case 7:
		f = "docs"
		text = "Authorization: Bearer <token>\n\nReplace <token> with the access token from the OAuth flow."
	case 8:
		f = "k8s"
		text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-db\ntype: Opaque\ndata:\n  password: <base64-encoded-password>\n"
	case 9:
		f = "chat"
		text = fmt.Sprintf("I masked it in the doc: Stripe sk_live_****%s, only the last 4 are shown", hadR(hadAln, 4))
	case 10:
		f = "yaml"
		text = fmt.Sprintf("env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  DEPLOY_HOST: %s\n  SSH_KEY: ${{ secrets.DEPLOY_KEY }}\n", "ssh."+d)
	case 11:
		f = "notes"
		text = "WiFi: Guest-Network / password: on the card at the reception"
	default:
		f = "ini"
		text = "[database]\nhost = localhost\nuser = shop\npassword = ${DB_PASSWORD}\n"
	}
	return hadS("placeholder", f, text)
}

func hadTalkTrap() Sample {
	n := hadName()
	var text, f string
	ts := []struct{ f, s string }{
		{"chat", "the password policy requires %d characters, one digit and one symbol"},
		{"chat", "reset your password via the 'Lost your password?' link, the mail takes ~%d min"},
		{"chat", "we never send passwords by e-mail, use the 1Password share link (expires in %d days)"},
		{"notes", "Security checklist\n- 2FA on all admin accounts\n- rotate API keys every %d days\n- no shared passwords"},
		{"ticket", "Ticket #%d: customer can't log in after password reset, magic link expired"},
		{"chat", "Wordfence blocked %d login attempts on wp-login.php last night"},
		{"chat", "I rotated the Stripe keys after the freelancer left, new ones are in the vault (%d keys total)"},
		{"chat-de", "Das Passwort muss mindestens %d Zeichen lang sein."},
		{"chat-nl", "Je wachtwoord moet minimaal %d tekens bevatten, inclusief een cijfer."},
		{"chat-fr", "Le mot de passe doit contenir au moins %d caractères."},
		{"chat-es", "La contraseña debe tener al menos %d caracteres."},
		{"chat-pt", "A senha expira a cada %d dias."},
		{"chat-it", "La password scade ogni %d giorni, ricordatelo."},
		{"chat-ru", "Пароль должен содержать не менее %d символов."},
		{"chat-ja", "パスワードは%d文字以上にしてください。"},
		{"chat-zh", "密码至少需要%d个字符。"},
		{"chat-ko", "비밀번호는 최소 %d자 이상이어야 합니다."},
		{"chat-pl", "Hasło musi mieć co najmniej %d znaków."},
		{"chat-tr", "Şifre en az %d karakter olmalıdır."},
		{"chat-ar", "يجب أن تتكون كلمة المرور من %d أحرف على الأقل"},
		{"email", "Hi,\n\nYour password was changed on " + hadDate() + ". If this wasn't you, contact us within %d hours.\n\nThe team"},
		{"chat", "forgot my cPanel password again, waiting for the host's support (ticket %d)"},
		{"chat", "the client wants the password for the shop, I told them I'll create an account for them instead (%d min)"},
		{"notes", "Meeting " + hadDate() + "\n- " + hadName() + " will move passwords to Bitwarden\n- %d accounts to migrate\n- API keys per environment"},
	}
	t := ts[rng.IntN(len(ts))]
	text = fmt.Sprintf(t.s, hadN(8, 20)+hadPick(0, 0, 90))
	f = t.f
	if rng.IntN(5) == 0 {
		text = n + ": " + text
	}
	return hadS("password-talk", f, text)
}

func hadCodeTrap() Sample {
	var text, f string
	switch rng.IntN(14) {
	case 0:
		f = "php"
		text = "$hash = password_hash($_POST['password'], PASSWORD_DEFAULT);\nif (!password_verify($input, $user->password_hash)) {\n    wp_die(__('Wrong password', 'shop'));\n}"
	case 1:
		f = "php"
		text = "'password' => env('DB_PASSWORD', ''),\n'username' => env('DB_USERNAME', 'forge'),\n'host' => env('DB_HOST', '127.0.0.1'),"
	case 2:
		f = "python"
		text = "from django.contrib.auth.hashers import make_password\n\nuser.password = make_password(form.cleaned_data[\"password\"])\nuser.save(update_fields=[\"password\"])"
	case 3:
		f = "javascript"
		text = "const hash = await bcrypt.hash(req.body.password, 12);\nawait db.user.update({ where: { id }, data: { passwordHash: hash } });"
	case 4:
		f = "javascript"
		text = "const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);\nconst mg = mailgun.client({ username: 'api', key: process.env.MAILGUN_API_KEY });"
	case 5:
		f = "python"
		text = "SECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nEMAIL_HOST_PASSWORD = os.getenv(\"EMAIL_HOST_PASSWORD\")\nSTRIPE_API_KEY = env.str(\"STRIPE_API_KEY\")"
	case 6:
		f = "ruby"
		text = "Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)\nsmtp_password = ENV.fetch('SMTP_PASSWORD')"
	case 7:
		f = "php"
		text = "add_filter( 'woocommerce_min_password_strength', function () { return 2; } );\nadd_filter( 'wp_mail_smtp_custom_options', '__return_true' );"
	case 8:
		f = "go"
		text = "type Config struct {\n\tDBPassword string `env:\"DB_PASSWORD,required\"`\n\tAPIToken   string `env:\"API_TOKEN\"`\n}\n\nif cfg.DBPassword == \"\" {\n\treturn errors.New(\"DB_PASSWORD is not set\")\n}"
	case 9:
		f = "sql"
		text = fmt.Sprintf("UPDATE wp_users SET user_pass = MD5(@new_pass) WHERE ID = %d; -- value typed at the prompt, not stored", hadN(1, 40))
	case 10:
		f = "html"
		text = "<label for=\"password\">Password</label>\n<input id=\"password\" name=\"password\" type=\"password\" minlength=\"12\" required>\n<small>At least 12 characters.</small>"
	case 11:
		f = "shell"
		text = "echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u " + hadUser() + " --password-stdin"
	case 12:
		f = "shell"
		text = "$ mysql -u root -p\nEnter password:\nWelcome to the MariaDB monitor.  Commands end with ; or \\g."
	default:
		f = "typescript"
		text = "export function isStrongPassword(pw: string): boolean {\n  return pw.length >= 12 && /[0-9]/.test(pw) && /[^A-Za-z0-9]/.test(pw);\n}"
	}
	return hadS("code-trap", f, text)
}

func hadMiscTrap() Sample {
	d := hadDomain()
	n := hadName()
	var text, f string
	switch rng.IntN(14) {
	case 0:
		f = "chat"
		text = fmt.Sprintf("the theme lives in /var/www/%s/wp-content/themes/%s-child/, logs in /var/log/nginx/%s.error.log", d, strings.Split(d, ".")[0], d)
	case 1:
		f = "chat"
		text = fmt.Sprintf("staging: https://staging.%s/ · prod: https://www.%s/ · admin: https://www.%s/wp-admin/", d, d, d)
	case 2:
		f = "chat"
		text = fmt.Sprintf("mail %s.%s@%s or billing@%s for the invoice", strings.ToLower(n), strings.ToLower(hadR(hadLo, 1)), d, d)
	case 3:
		f = "notes"
		text = fmt.Sprintf("Server: web%02d.%s (%d.%d.%d.%d), PHP 8.%d, nginx 1.%d, SSH user: %s", hadN(1, 9), hadP("hetzner.cloud", "transip.net", "do.agency.io"), hadN(5, 200), hadN(0, 255), hadN(0, 255), hadN(1, 254), hadN(1, 3), hadN(20, 27), hadUser())
	case 4:
		f = "ticket"
		text = fmt.Sprintf("JIRA SHOP-%d: product code %s shows wrong price; related PR #%d, due %s", hadN(10, 999), hadR(hadUp+hadDig, 10), hadN(10, 900), hadDate())
	case 5:
		f = "chat"
		text = fmt.Sprintf("call me at +%d %d %s %s tomorrow at %d:30", hadPick(31, 32, 49, 33, 351), hadN(6, 9), hadR(hadDig, 3), hadR(hadDig, 4), hadN(9, 17))
	case 6:
		f = "chat"
		text = fmt.Sprintf("the cPanel username is %s (the password stays with the client)", strings.ToLower(hadR(hadLo, 8)))
	case 7:
		f = "chat-ja"
		text = fmt.Sprintf("注文番号 %d の発送が完了しました。追跡番号は %s です。", hadN(10000, 99999), hadTracking())
	case 8:
		f = "chat-de"
		text = fmt.Sprintf("Hallo %s, der Relaunch von %s ist für den %s geplant. Bitte Texte bis Freitag schicken.", n, d, hadDate())
	case 9:
		f = "chat-es"
		text = fmt.Sprintf("El pedido %d se envió con SEUR, referencia %s. El cliente es %s.", hadN(1000, 99999), hadR(hadDig, 14), n)
	case 10:
		f = "notion"
		text = fmt.Sprintf("# Hand-over %s\n\n- Hosting: %s (account owner: client)\n- Domain registrar: %s\n- DNS: Cloudflare (zone %s)\n- Access: via invitations, no shared logins", d, hadP("SiteGround", "Kinsta", "WP Engine", "Hostinger"), hadP("TransIP", "Gandi", "Namecheap", "OVH"), hadHexN(32))
	case 11:
		f = "chat-zh"
		text = fmt.Sprintf("订单 %d 已付款，物流单号 %s，请在 %s 前发货。", hadN(100000, 999999), hadR(hadUp, 2)+hadR(hadDig, 12), hadDate())
	case 12:
		f = "csv"
		text = fmt.Sprintf("username,email,role,last_login\n%s,%s@%s,administrator,%s\n%s,%s@%s,shop_manager,%s\n", hadUser(), strings.ToLower(n), d, hadDate(), hadUser(), strings.ToLower(hadName()), d, hadDate())
	default:
		f = "chat"
		text = fmt.Sprintf("variables: $db_password, $smtp_pass and API_TOKEN are read from the environment in %s", hadP("config.php", "settings.py", "config/app.php", "src/env.ts"))
	}
	return hadS("misc-trap", f, text)
}
