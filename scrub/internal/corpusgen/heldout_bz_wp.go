package main

import (
	"fmt"
	"strings"
)

// WordPress and WooCommerce samples for part heldout-bz.

func hbzWPGens() []hbzGen {
	return []hbzGen{
		{24, hbzWPConfig},
		{22, hbzWPAdminLogin},
		{12, hbzWPAppPassword},
		{6, hbzWooKeys},
		{18, hbzPluginLicence},
		{8, hbzResetLink},
		{6, hbzWPCookie},
		{10, hbzWPCLI},
		{8, hbzHtaccess},
		{10, hbzStagingAuth},
	}
}

func hbzWPConfig() Sample {
	c := hbzNewClient()
	db := "wp_" + c.Slug[:min(len(c.Slug), 10)]
	dbu := db + "_" + rnd(lower, 3)
	pw := hbzPwPlain()
	host := pick([]string{"localhost", "127.0.0.1", "mysql." + c.Domain, "db" + rnd(digits, 2) + ".sgvps.net"})
	switch rng.IntN(5) {
	case 0:
		t := fmt.Sprintf("<?php\n/** The name of the database for WordPress */\ndefine( 'DB_NAME', '%s' );\n\n/** Database username */\ndefine( 'DB_USER', '%s' );\n\n/** Database password */\ndefine( 'DB_PASSWORD', '%s' );\n\n/** Database hostname */\ndefine( 'DB_HOST', '%s' );\n\ndefine( 'DB_CHARSET', 'utf8mb4' );\ndefine( 'DB_COLLATE', '' );\n", db, dbu, pw, host)
		return hbzS("db-password", "php", t, []string{pw}, db, dbu)
	case 1:
		s1, s2 := hbzSalt(), hbzSalt()
		names := []string{"AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"}
		i := rng.IntN(7)
		t := fmt.Sprintf("// wp-config.php on %s (staging), rest trimmed\ndefine('%s',  '%s');\ndefine('%s',  '%s');\n// ...\n$table_prefix = 'wp_%s_';\n", c.Domain, names[i], s1, names[i+1], s2, rnd(lower+digits, 4))
		return hbzS("wp-salt", "php", t, []string{s1, s2}, c.Domain)
	case 2:
		rp := hbzPwPlain()
		t := fmt.Sprintf("define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );\n\n// object cache - added by %s %s\ndefine( 'WP_REDIS_HOST', '127.0.0.1' );\ndefine( 'WP_REDIS_PORT', 6379 );\ndefine( 'WP_REDIS_PASSWORD', '%s' );\ndefine( 'WP_CACHE_KEY_SALT', '%s_' );\n", db, dbu, pw, host, hbzPerson(), hbzDate(), rp, c.Domain)
		return hbzS("db-password", "php", t, []string{pw, rp}, db, dbu)
	case 3:
		old := hbzPwPlain()
		t := fmt.Sprintf("diff --git a/wp-config.php b/wp-config.php\nindex %s..%s 100644\n--- a/wp-config.php\n+++ b/wp-config.php\n@@ -21,7 +21,7 @@\n define( 'DB_USER', '%s' );\n \n /** Database password */\n-define( 'DB_PASSWORD', '%s' );\n+define( 'DB_PASSWORD', '%s' );\n \n /** Database hostname */\n define( 'DB_HOST', '%s' );\n", rnd(hexs, 7), rnd(hexs, 7), dbu, old, pw, host)
		return hbzS("db-password", "diff", t, []string{old, pw}, dbu)
	}
	t := fmt.Sprintf("hey, site's down on the new host, error establishing db connection. wp-config has\n\ndefine('DB_NAME', '%s');\ndefine('DB_USER', '%s');\ndefine('DB_PASSWORD', '%s');\ndefine('DB_HOST', '%s');\n\ndo i need to change the host to something else on %s?", db, dbu, pw, host, pick(hbzHosts))
	return hbzS("db-password", "chat", t, []string{pw}, dbu)
}

func hbzWPAdminLogin() Sample {
	c := hbzNewClient()
	u := hbzUser(c)
	pw := hbzPw()
	me := hbzPerson()
	url := "https://" + c.Domain + pick([]string{"/wp-admin", "/wp-login.php", "/wp-admin/", "/login"})
	switch rng.IntN(7) {
	case 0:
		t := fmt.Sprintf("Hi %s,\n\nThe new site is live! You can log in to edit pages and blog posts here:\n\n%s\nUsername: %s\nPassword: %s\n\nPlease change the password after your first login (Users > Profile). Any questions, just shout.\n\nCheers,\n%s", c.First, url, u, pw, me)
		return hbzS("wp-admin-password", "mail", t, []string{pw}, u, url)
	case 1:
		t := fmt.Sprintf("[%s, %s] %s: Hiya can you send me the login for the website again, I've lost it 🙈\n[%s, %s] %s: Sure! %s\n[%s, %s] %s: user %s\n[%s, %s] %s: pass %s\n[%s, %s] %s: Thank you!!", hbzDMY(), hbzHM(), c.First, hbzDMY(), hbzHM(), me, url, hbzDMY(), hbzHM(), me, u, hbzDMY(), hbzHM(), me, pw, hbzDMY(), hbzHM(), c.First)
		return hbzS("wp-admin-password", "whatsapp", t, []string{pw}, u)
	case 2:
		t := fmt.Sprintf("Ticket #%d - %s - menu not showing on mobile\n\nReported by: %s\nSite: %s\nWP login for testing: %s / %s (editor role, not admin)\nSteps: open on iPhone, tap burger icon, nothing happens.", 1000+rng.IntN(9000), c.Name, c.Contact, c.Domain, u, pw)
		return hbzS("wp-admin-password", "ticket", t, []string{pw}, c.Domain, u)
	case 3:
		t := fmt.Sprintf("Olá %s, segue o acesso ao painel do site:\n\nEndereço: %s\nUtilizador: %s\nPalavra-passe: %s\n\nQualquer dúvida diga.\nAbraço, %s", c.First, url, u, pw, me)
		return hbzS("wp-admin-password", "mail", t, []string{pw}, u)
	case 4:
		t := fmt.Sprintf("Hallo %s,\n\nanbei die Zugangsdaten für das WordPress-Backend:\n%s\nBenutzer: %s\nPasswort: %s\n\nBitte nach dem ersten Login ändern.\nViele Grüße\n%s", c.First, url, u, pw, me)
		return hbzS("wp-admin-password", "mail", t, []string{pw}, u)
	case 5:
		t := fmt.Sprintf("## %s - quick notes\n\n- host: %s (managed WP)\n- theme: %s child theme, don't update parent without testing\n- admin: `%s` pw `%s`\n- forms go to %s\n", c.Name, pick(hbzHosts), pick([]string{"Astra", "GeneratePress", "Divi", "Kadence", "OceanWP"}), u, pw, c.Email)
		return hbzS("wp-admin-password", "markdown", t, []string{pw}, u, c.Email)
	}
	t := fmt.Sprintf("%s: ok I'm in the dashboard. it asked me to set a new password so I changed it to %s - is that ok?\n%s: that's fine but maybe don't post it here 😅\n%s: oops", c.First, pw, me, c.First)
	return hbzS("wp-admin-password", "chat", t, []string{pw})
}

func hbzWPAppPassword() Sample {
	c := hbzNewClient()
	u := hbzUser(c)
	ap := hbzAppPw()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("$ curl -s -u '%s:%s' https://%s/wp-json/wp/v2/posts?status=draft | jq '.[].title.rendered'\n\"Spring menu\"\n\"Opening hours update\"", u, ap, c.Domain)
		return hbzS("wp-application-password", "shell", t, []string{ap}, c.Domain)
	case 1:
		t := fmt.Sprintf("WP_API_URL=https://%s/wp-json\nWP_API_USER=%s\nWP_APP_PASSWORD=\"%s\"\nNEXT_PUBLIC_SITE_NAME=\"%s\"\n", c.Domain, u, ap, c.Name)
		return hbzS("wp-application-password", "env", t, []string{ap}, u)
	}
	t := fmt.Sprintf("Created an application password for the Zapier integration on %s (Users > %s > Application Passwords). Name: zapier-leads. Value: %s\nIt's only shown once so paste it into Zapier now.", c.Domain, u, ap)
	return hbzS("wp-application-password", "note", t, []string{ap}, u)
}

func hbzWooKeys() Sample {
	c := hbzNewClient()
	ck, cs := "ck_"+rnd(hexs, 40), "cs_"+rnd(hexs, 40)
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("# headless shop front for %s\nWOO_URL=https://shop.%s\nWOO_CONSUMER_KEY=%s\nWOO_CONSUMER_SECRET=%s\nREVALIDATE_SECONDS=60\n", c.Name, c.Domain, ck, cs)
		return hbzS("woocommerce-api-key", "env", t, []string{ck, cs}, "https://shop."+c.Domain)
	case 1:
		t := fmt.Sprintf("curl https://%s/wp-json/wc/v3/orders?per_page=5 \\\n    -u %s:%s", c.Domain, ck, cs)
		return hbzS("woocommerce-api-key", "shell", t, []string{ck, cs}, c.Domain)
	}
	t := fmt.Sprintf("Hi %s, for the stock sync with your EPOS I generated REST API keys in WooCommerce > Settings > Advanced (read/write, user %s):\n\nConsumer key: %s\nConsumer secret: %s\n\nPlease pass them to the EPOS support team directly and then delete this email.", c.First, strings.ToLower(c.First), ck, cs)
	return hbzS("woocommerce-api-key", "mail", t, []string{ck, cs})
}

func hbzPluginLicence() Sample {
	c := hbzNewClient()
	switch rng.IntN(7) {
	case 0:
		k := "b3JkZXJfaWQ9" + rnd(alnum, 60+rng.IntN(20))
		t := fmt.Sprintf("// ACF PRO licence (agency developer licence, do not share with client)\ndefine( 'ACF_PRO_LICENSE', '%s' );\ndefine( 'WP_ENVIRONMENT_TYPE', 'production' );", k)
		return hbzS("plugin-licence-key", "php", t, []string{k})
	case 1:
		k := rnd(hexs, 32)
		t := fmt.Sprintf("define( 'GF_LICENSE_KEY', '%s' );\ndefine( 'GF_RECAPTCHA_PUBLIC_KEY', '' );\ndefine( 'WP_POST_REVISIONS', 5 );", k)
		return hbzS("plugin-licence-key", "php", t, []string{k})
	case 2:
		k := rnd(hexs, 8)
		t := fmt.Sprintf("// WP Rocket white-label install\ndefine( 'WP_ROCKET_EMAIL', 'licences@%s' );\ndefine( 'WP_ROCKET_KEY', '%s' );", "webcrew.studio", k)
		return hbzS("plugin-licence-key", "php", t, []string{k}, "licences@webcrew.studio")
	case 3:
		k := hbzLicence()
		p := pick([]string{"Elementor Pro", "Yoast SEO Premium", "WP Rocket", "Gravity Forms Elite", "Perfmatters", "SearchWP", "Rank Math Pro", "WPML", "FacetWP"})
		t := fmt.Sprintf("%s: can you activate %s on %s? I've run out of activations on mine\n%s: sure use our agency one: %s\n%s: 👍 done, shows active", hbzPerson(), p, c.Domain, hbzPerson(), k, hbzPerson())
		return hbzS("plugin-licence-key", "chat", t, []string{k}, c.Domain)
	case 4:
		k1, k2 := hbzLicence(), hbzLicence()
		t := fmt.Sprintf("plugin,licence key,seats,renews,paid by\nElementor Pro,%s,25,%s,agency\nWP Migrate Pro,%s,10,%s,agency\nUpdraftPlus Premium,(client bought own),1,%s,%s\n", k1, hbzDate(), k2, hbzDate(), hbzDate(), c.Name)
		return hbzS("plugin-licence-key", "csv", t, []string{k1, k2}, "Elementor Pro", "WP Migrate Pro")
	case 5:
		k := hbzLicence()
		t := fmt.Sprintf("Subject: Your licence for %s\n\nThanks for your purchase, %s!\n\nOrder: #%d\nProduct: %s - Business (5 sites)\nLicence key: %s\n\nEnter the key under Settings > Licence on each site to receive updates.", pick([]string{"FluentForms Pro", "Oxygen Builder", "Bricks", "WP All Import Pro", "Admin Columns Pro"}), c.First, 40000+rng.IntN(60000), pick([]string{"FluentForms Pro", "Bricks", "WP All Import Pro"}), k)
		return hbzS("plugin-licence-key", "mail", t, []string{k})
	}
	k := hbzLicence()
	t := fmt.Sprintf("$ wp plugin install ./searchwp.zip --activate\nSuccess: Installed 1 of 1 plugins.\n$ wp option update searchwp_license_key %s\nSuccess: Updated 'searchwp_license_key' option.", k)
	return hbzS("plugin-licence-key", "shell", t, []string{k})
}

func hbzResetLink() Sample {
	c := hbzNewClient()
	u := hbzUser(c)
	k := rnd(alnum, 20)
	link := fmt.Sprintf("https://%s/wp-login.php?action=rp&key=%s&login=%s", c.Domain, k, strings.ReplaceAll(u, "@", "%40"))
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Someone has requested a password reset for the following account:\n\nSite Name: %s\n\nUsername: %s\n\nIf this was a mistake, ignore this email and nothing will happen.\n\nTo reset your password, visit the following address:\n\n%s\n\nThis password reset request originated from the IP address %s.", c.Name, u, link, hbzIP())
		return hbzS("password-reset-link", "mail", t, []string{k}, "Username: "+u)
	}
	t := fmt.Sprintf("%s: the reset email landed in my spam, here's the link it sent %s\n%s: ok I'll use it now before it expires", c.First, link, hbzPerson())
	return hbzS("password-reset-link", "chat", t, []string{k})
}

func hbzWPCookie() Sample {
	c := hbzNewClient()
	u := strings.ToLower(c.First)
	ts := fmt.Sprint(1700000000 + rng.IntN(60000000))
	val := u + "%7C" + ts + "%7C" + rnd(alnum, 43) + "%7C" + rnd(hexs, 64)
	name := "wordpress_logged_in_" + rnd(hexs, 32)
	t := fmt.Sprintf("GET /wp-admin/admin-ajax.php?action=heartbeat HTTP/2\nHost: %s\nUser-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)\nCookie: %s=%s; wp-settings-time-1=%s\nReferer: https://%s/wp-admin/post.php?post=%d&action=edit\n\n(copied from devtools, this request 403s behind Cloudflare)", c.Domain, name, val, ts, c.Domain, 100+rng.IntN(4000))
	return hbzS("session-cookie", "http", t, []string{val}, "Host: "+c.Domain)
}

func hbzWPCLI() Sample {
	c := hbzNewClient()
	pw := hbzPwPlain()
	u := hbzUser(c)
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("$ wp user create %s %s --role=administrator --user_pass='%s'\nSuccess: Created user %d.", strings.ToLower(hbzPerson()), c.Email, pw, 2+rng.IntN(30))
		return hbzS("wp-admin-password", "shell", t, []string{pw}, c.Email)
	case 1:
		t := fmt.Sprintf("ssh %s@%s\ncd public_html\nwp user update 1 --user_pass=%s --skip-email\nwp cache flush", c.Slug[:min(8, len(c.Slug))], hbzIP(), pw)
		return hbzS("wp-admin-password", "shell", t, []string{pw})
	case 2:
		t := fmt.Sprintf("$ wp config set DB_PASSWORD '%s' --type=constant\nSuccess: Updated the constant 'DB_PASSWORD' in the 'wp-config.php' file with the value '%s'.", pw, pw)
		return hbzS("db-password", "shell", t, []string{pw})
	}
	t := fmt.Sprintf("# migration %s -> %s\nwp db export backup-%s.sql\nwp search-replace 'https://staging.%s' 'https://%s' --skip-columns=guid\nmysql -u %s -p'%s' %s_live < backup.sql", pick(hbzHosts), pick(hbzHosts), hbzDate(), c.Domain, c.Domain, u, pw, c.Slug[:min(8, len(c.Slug))])
	return hbzS("db-password", "shell", t, []string{pw})
}

func hbzHtaccess() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		pw := hbzPwPlain()
		t := fmt.Sprintf("# BEGIN WordPress\n<IfModule mod_rewrite.c>\nRewriteEngine On\nRewriteBase /\nRewriteRule ^index\\.php$ - [L]\nRewriteCond %%{REQUEST_FILENAME} !-f\nRewriteCond %%{REQUEST_FILENAME} !-d\nRewriteRule . /index.php [L]\n</IfModule>\n# END WordPress\n\nSetEnv DB_USER %s_wp\nSetEnv DB_PASSWORD %s", c.Slug[:min(8, len(c.Slug))], pw)
		return hbzS("db-password", "htaccess", t, []string{pw})
	}
	k := hbzStripeSK()
	t := fmt.Sprintf("# custom booking app env (moved out of the theme)\nSetEnv APP_ENV production\nSetEnv STRIPE_SECRET_KEY %s\nSetEnv BOOKING_ADMIN_EMAIL %s\n\n<Files .env>\n  Require all denied\n</Files>", k, c.Email)
	return hbzS("stripe-secret-key", "htaccess", t, []string{k}, c.Email)
}

func hbzStagingAuth() Sample {
	c := hbzNewClient()
	u := pick([]string{"staging", "preview", "demo", strings.ToLower(c.First)})
	pw := hbzPwURL()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Hi %s,\n\nThe new design is ready to preview at https://staging.%s. It's password protected so Google doesn't index it:\n\nusername: %s\npassword: %s\n\nLet me know what you think of the homepage!\n%s", c.First, c.Domain, u, pw, hbzPerson())
		return hbzS("staging-password", "mail", t, []string{pw}, "https://staging."+c.Domain)
	case 1:
		t := fmt.Sprintf("preview link for the client: https://%s:%s@dev.%s/ (basic auth baked in, works on iPhone too)", u, pw, c.Domain)
		return hbzS("staging-password", "chat", t, []string{pw}, "dev."+c.Domain)
	}
	t := fmt.Sprintf("| env | url | basic auth |\n|---|---|---|\n| live | https://%s | - |\n| staging | https://staging.%s | %s / %s |\n| local | http://%s.local | - |", c.Domain, c.Domain, u, pw, c.Slug)
	return hbzS("staging-password", "markdown", t, []string{pw}, "https://staging."+c.Domain)
}
