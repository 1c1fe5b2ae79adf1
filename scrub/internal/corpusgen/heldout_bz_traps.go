package main

import (
	"fmt"
	"strings"
)

// Traps for part heldout-bz, WordPress side: texts shaped like the secrets' texts that hold no
// secret (placeholders, references, talk about passwords, public ids).

func hbzTrapGens() []hbzGen {
	gens := []hbzGen{
		{10, hbzTrapWPSample},
		{10, hbzTrapWPEnv},
		{8, hbzTrapHtaccess},
		{8, hbzTrapWPUsers},
		{20, hbzTrapPwTalk},
		{12, hbzTrapLicence},
		{10, hbzTrapOrders},
		{6, hbzTrapPwChanged},
		{8, hbzTrapStaging},
		{8, hbzTrapDebugLog},
	}
	return append(gens, hbzTrapGens2()...)
}

func hbzTrapWPSample() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("// wp-config-sample.php, copied for %s\n", c.Domain) + "// ** Database settings - You can get this info from your web host ** //\n/** The name of the database for WordPress */\ndefine( 'DB_NAME', 'database_name_here' );\n\n/** Database username */\ndefine( 'DB_USER', 'username_here' );\n\n/** Database password */\ndefine( 'DB_PASSWORD', 'password_here' );\n\n/** Database hostname */\ndefine( 'DB_HOST', 'localhost' );"
		return hbzT("trap-wp-config-sample", "php", t)
	case 1:
		t := "// " + c.Domain + " - fill in before go-live\n/**#@+\n * Authentication unique keys and salts.\n *\n * Change these to different unique phrases! You can generate these using\n * the {@link https://api.wordpress.org/secret-key/1.1/salt/ WordPress.org secret-key service}.\n */\ndefine( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );\ndefine( 'LOGGED_IN_KEY',    'put your unique phrase here' );\ndefine( 'NONCE_KEY',        'put your unique phrase here' );"
		return hbzT("trap-wp-salt-placeholder", "php", t)
	}
	t := fmt.Sprintf("%s: fresh install on %s keeps showing the setup screen\n%s: you left DB_PASSWORD as 'password_here' in wp-config, copy the real one from the hosting panel (don't paste it here)", hbzPerson(), c.Domain, hbzPerson())
	return hbzT("trap-wp-config-sample", "chat", t)
}

func hbzTrapWPEnv() Sample {
	c := hbzNewClient()
	db := "wp_" + c.Slug[:min(len(c.Slug), 10)]
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("define( 'DB_NAME', getenv( 'DB_NAME' ) ?: '%s' );\ndefine( 'DB_USER', getenv( 'DB_USER' ) );\ndefine( 'DB_PASSWORD', getenv( 'DB_PASSWORD' ) );\ndefine( 'DB_HOST', getenv( 'DB_HOST' ) ?: 'localhost' );\ndefine( 'WP_HOME', 'https://%s' );", db, c.Domain)
		return hbzT("trap-env-reference", "php", t)
	case 1:
		t := fmt.Sprintf("# Bedrock .env.example for %s\nDB_NAME='%s'\nDB_USER='%s_user'\nDB_PASSWORD='changeme'  # set the real value on the server, never commit it\nWP_ENV='development'\nWP_HOME='http://%s.test'\nAUTH_KEY='generateme'\nSECURE_AUTH_KEY='generateme'", c.Name, db, db, c.Slug)
		return hbzT("trap-env-example", "env", t)
	}
	t := fmt.Sprintf("services:\n  db:\n    image: mariadb:10.11\n    environment:\n      MYSQL_DATABASE: %s\n      MYSQL_USER: wp\n      MYSQL_PASSWORD: ${DB_PASSWORD}\n      MYSQL_ROOT_PASSWORD_FILE: /run/secrets/db_root\n  wordpress:\n    image: wordpress:6.5-php8.2\n    ports: [\"8080:80\"]", db)
	return hbzT("trap-env-reference", "yaml", t)
}

func hbzTrapHtaccess() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("# force https + www for %s\nRewriteEngine On\nRewriteCond %%{HTTPS} off [OR]\nRewriteCond %%{HTTP_HOST} !^www\\. [NC]\nRewriteRule ^(.*)$ https://www.%s/$1 [L,R=301]\n\n<FilesMatch \"^(wp-config\\.php|xmlrpc\\.php)$\">\n  Require all denied\n</FilesMatch>", c.Domain, c.Domain)
		return hbzT("trap-htaccess", "htaccess", t)
	case 1:
		t := fmt.Sprintf("# protect staging\nAuthType Basic\nAuthName \"%s staging\"\nAuthUserFile /home/%s/.htpasswds/public_html/passwd\nRequire valid-user", c.Name, c.Slug[:min(8, len(c.Slug))])
		return hbzT("trap-htaccess-auth", "htaccess", t)
	}
	t := fmt.Sprintf("Redirect 301 /old-menu.pdf https://%s/menu/\nRedirect 301 /shop/gift-card https://%s/product/gift-card-%d/\nHeader set X-Frame-Options \"SAMEORIGIN\"", c.Domain, c.Domain, 10+rng.IntN(90))
	return hbzT("trap-htaccess", "htaccess", t)
}

func hbzTrapWPUsers() Sample {
	c := hbzNewClient()
	rows := ""
	for i := 1; i <= 3+rng.IntN(3); i++ {
		n := strings.ToLower(pick(hbzFirsts))
		rows += fmt.Sprintf("| %-2d | %-12s | %-28s | %s |\n", i, n, n+"@"+c.Domain, pick([]string{"administrator", "editor", "shop_manager", "author"}))
	}
	switch rng.IntN(2) {
	case 0:
		t := "$ wp user list --fields=ID,user_login,user_email,roles --format=table\n+----+--------------+------------------------------+---------------+\n" + rows + "+----+--------------+------------------------------+---------------+"
		return hbzT("trap-wp-user-list", "shell", t)
	}
	t := fmt.Sprintf("$ wp user application-password list %s --fields=uuid,name,created\n+--------------------------------------+-----------+------------+\n| uuid                                 | name      | created    |\n+--------------------------------------+-----------+------------+\n| %s | zapier    | %s |\n| %s | mobile-app | %s |\n+--------------------------------------+-----------+------------+", pick([]string{"admin", "1"}), hbzUUID(), hbzDate(), hbzUUID(), hbzDate())
	return hbzT("trap-app-password-list", "shell", t)
}

func hbzTrapPwTalk() Sample {
	c := hbzNewClient()
	me := hbzPerson()
	switch rng.IntN(8) {
	case 0:
		t := fmt.Sprintf("Hi %s,\n\nI've reset your password for the website. You should have an email from WordPress with a link to choose a new one. The link is valid for 24 hours.\n\n%s", c.First, me)
		return hbzT("trap-password-talk", "mail", t)
	case 1:
		t := fmt.Sprintf("%s: what should the new password be?\n%s: at least 12 characters, mix of letters numbers and a symbol. Wordfence will reject anything weaker", c.First, me)
		return hbzT("trap-password-policy", "chat", t)
	case 2:
		t := fmt.Sprintf("[%s, %s] %s: Can you send me the hosting password?\n[%s, %s] %s: I'll share it through 1Password rather than WhatsApp, check your email for the invite\n[%s, %s] %s: ok 👍", hbzDMY(), hbzHM(), c.First, hbzDMY(), hbzHM(), me, hbzDMY(), hbzHM(), c.First)
		return hbzT("trap-password-reference", "whatsapp", t)
	case 3:
		t := fmt.Sprintf("Note to self: %s's FTP password was changed on %s after the malware clean-up. New one is in Bitwarden > Clients > %s. Old FTP accounts deleted.", c.Name, hbzDate(), c.Name)
		return hbzT("trap-password-reference", "note", t)
	case 4:
		t := fmt.Sprintf("Hallo %s,\n\ndas Passwort schicke ich Ihnen aus Sicherheitsgründen separat per SMS. Benutzername ist Ihre E-Mail-Adresse (%s).\n\nViele Grüße\n%s", c.First, c.Email, me)
		return hbzT("trap-password-reference", "mail", t)
	case 5:
		t := fmt.Sprintf("Security checklist - %s\n[x] admin user renamed\n[x] all passwords rotated (%s)\n[x] 2FA on for administrators\n[ ] remove old FTP account\n[ ] limit login attempts to 5", c.Domain, hbzDate())
		return hbzT("trap-password-talk", "note", t)
	case 6:
		t := fmt.Sprintf("%s: forgot the password again 🙈\n%s: no worries, click 'Lost your password?' on %s/wp-login.php and it'll email you a link", c.First, me, c.Domain)
		return hbzT("trap-password-talk", "chat", t)
	}
	t := fmt.Sprintf("Bonjour %s,\n\nVotre mot de passe doit contenir au moins 12 caractères. Je ne vous l'enverrai jamais par e-mail ; utilisez le lien « Mot de passe oublié » sur %s.\n\n%s", c.First, c.Domain, me)
	return hbzT("trap-password-policy", "mail", t)
}

func hbzTrapLicence() Sample {
	c := hbzNewClient()
	p := pick([]string{"Elementor Pro", "ACF PRO", "Gravity Forms", "WP Rocket", "Yoast SEO Premium", "WPML", "Perfmatters"})
	switch rng.IntN(5) {
	case 0:
		t := fmt.Sprintf("%s licence on %s: Active\nPlan: Agency (1000 sites)\nExpires: %s\nKey: ••••••••••••••••%s", p, c.Domain, hbzDate(), strings.ToUpper(rnd(hexs, 4)))
		return hbzT("trap-licence-masked", "note", t)
	case 1:
		t := fmt.Sprintf("Subject: Receipt for your %s renewal\n\nOrder #%d\nDate: %s\nAmount: €%d.00\nVAT ID: %s%s\n\nYour licence key is unchanged and can be found in your account dashboard.", p, 100000+rng.IntN(900000), hbzDate(), 49+rng.IntN(200), pick([]string{"IE", "DE", "NL", "FR"}), rnd(digits, 9))
		return hbzT("trap-licence-receipt", "mail", t)
	case 2:
		t := fmt.Sprintf("// %s - licences come from the environment\ndefine( 'WP_ROCKET_KEY', '' ); // filled in on the server from the agency vault\ndefine( 'GF_LICENSE_KEY', getenv( 'GF_LICENSE_KEY' ) );\ndefine( 'ACF_PRO_LICENSE', getenv( 'ACF_PRO_LICENSE' ) );", c.Domain)
		return hbzT("trap-licence-reference", "php", t)
	case 3:
		t := fmt.Sprintf("%s: %s says 'licence not active' on %s\n%s: yeah I deactivated it when we handed over, the client has to buy their own. link: https://%s/pricing", hbzPerson(), p, c.Domain, hbzPerson(), strings.ToLower(strings.ReplaceAll(p, " ", ""))+".com")
		return hbzT("trap-licence-talk", "chat", t)
	}
	t := fmt.Sprintf("plugin,version,licence,renews\n%s,%d.%d.%d,agency (see vault),%s\nWooCommerce,%d.%d.%d,free,-\nClassic Editor,1.6.%d,free,-", p, 3+rng.IntN(3), rng.IntN(10), rng.IntN(10), hbzDate(), 8+rng.IntN(2), rng.IntN(10), rng.IntN(5), rng.IntN(7))
	return hbzT("trap-licence-sheet", "csv", t)
}

func hbzTrapOrders() Sample {
	c := hbzNewClient()
	on := 1000 + rng.IntN(90000)
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("[%s] New order #%d\n\nYou've received the following order from %s:\n\nProduct          Qty  Price\nGift voucher £50  1    £50.00\nSubtotal: £50.00\nPayment method: Credit card (Stripe)\nTransaction ID: ch_%s", c.Name, on, c.Contact, rnd(alnum, 24))
		return hbzT("trap-order-email", "mail", t)
	case 1:
		t := fmt.Sprintf("Order #%d status changed from Processing to Completed.\nOrder note: Royal Mail tracking %s%sGB added by %s.", on, rnd(upper, 2), rnd(digits, 9), strings.ToLower(hbzPerson()))
		return hbzT("trap-order-note", "note", t)
	}
	t := fmt.Sprintf("order_id,date,total,gateway,transaction\n%d,%s,%d.%02d,stripe,pi_%s\n%d,%s,%d.%02d,paypal,%s", on, hbzDate(), 10+rng.IntN(300), rng.IntN(100), rnd(alnum, 24), on+1, hbzDate(), 10+rng.IntN(300), rng.IntN(100), strings.ToUpper(rnd(alnum, 17)))
	return hbzT("trap-order-export", "csv", t)
}

func hbzTrapPwChanged() Sample {
	c := hbzNewClient()
	t := fmt.Sprintf("Hi %s,\n\nThis notice confirms that your password was changed on %s.\n\nIf you did not change your password, please contact the Site Administrator at %s\n\nThis email has been sent to %s\n\nRegards,\nAll at %s\nhttps://%s", strings.ToLower(c.First), c.Name, "webmaster@"+c.Domain, c.Email, c.Name, c.Domain)
	return hbzT("trap-password-changed", "mail", t)
}

func hbzTrapStaging() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Hi %s,\n\nThe staging site is ready: https://staging.%s\nIt's password protected - I'll text you the username and password so they're not in email.\n\n%s", c.First, c.Domain, hbzPerson())
		return hbzT("trap-staging-reference", "mail", t)
	case 1:
		t := fmt.Sprintf("| env | url | basic auth |\n|---|---|---|\n| live | https://%s | - |\n| staging | https://staging.%s | see vault |\n| local | http://%s.local | - |", c.Domain, c.Domain, c.Slug)
		return hbzT("trap-staging-reference", "markdown", t)
	}
	t := fmt.Sprintf("%s: staging for %s is up, user is staging, password is the usual one for this client\n%s: 👍", hbzPerson(), c.Name, hbzPerson())
	return hbzT("trap-staging-reference", "chat", t)
}

func hbzTrapDebugLog() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("[%s 10:%02d:%02d UTC] PHP Warning:  Undefined array key \"password\" in /home/%s/public_html/wp-content/plugins/custom-login/login.php on line %d\n[%s 10:%02d:%02d UTC] PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted", hbzDate(), rng.IntN(60), rng.IntN(60), c.Slug[:min(8, len(c.Slug))], 20+rng.IntN(200), hbzDate(), rng.IntN(60), rng.IntN(60))
		return hbzT("trap-debug-log", "log", t)
	case 1:
		t := fmt.Sprintf("%s - - [%s] \"POST /wp-login.php HTTP/1.1\" 200 %d \"-\" \"Mozilla/5.0\"\n%s - - [%s] \"POST /xmlrpc.php HTTP/1.1\" 403 199 \"-\" \"python-requests/2.31\"\nWordfence: blocked %s for %d failed logins (user 'admin')", hbzIP(), hbzDate(), 4000+rng.IntN(2000), hbzIP(), hbzDate(), hbzIP(), 5+rng.IntN(20))
		return hbzT("trap-access-log", "log", t)
	}
	t := fmt.Sprintf("WP Mail SMTP debug (%s):\nMailer: Other SMTP\nSMTP Error: Could not authenticate.\nHost: mail.%s, port 465, user %s\nPassword: [hidden]\nRequest ID: %s", hbzDate(), c.Domain, c.Email, hbzUUID())
	return hbzT("trap-smtp-log", "log", t)
}
