package main

import "fmt"

// WooCommerce and WordPress stores.

func hdcCk() string { return "ck_" + hdcHex(40) }
func hdcCs() string { return "cs_" + hdcHex(40) }

// hdcSalt is a wp-config style salt without quotes or backslashes.
func hdcSalt() string {
	return hdcR(hdcAlnum+"!#$%&()*+,-./:;<=>?@[]^_{|}~", 64)
}

// hdcAppPw is a WordPress application password (six groups of four).
func hdcAppPw() string {
	s := hdcR(hdcAlnum, 4)
	for i := 0; i < 5; i++ {
		s += " " + hdcR(hdcAlnum, 4)
	}
	return s
}

func hdcWooSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			ck, cs := hdcCk(), hdcCs()
			d := hdcStage()
			t := fmt.Sprintf("curl https://%s/wp-json/wc/v3/orders?status=processing \\\n    -u %s:%s", d, ck, cs)
			return hdcS("woocommerce-api-key", "shell", t, []string{ck, cs}, d)
		},
		func() Sample {
			ck, cs := hdcCk(), hdcCs()
			d := hdcDomain()
			t := fmt.Sprintf("<?php\nrequire __DIR__ . '/vendor/autoload.php';\n\nuse Automattic\\WooCommerce\\Client;\n\n$woocommerce = new Client(\n    'https://%s',\n    '%s',\n    '%s',\n    ['version' => 'wc/v3', 'timeout' => 30]\n);\n\nprint_r($woocommerce->get('products', ['per_page' => 20]));",
				d, ck, cs)
			return hdcS("woocommerce-api-key", "code", t, []string{ck, cs}, d)
		},
		func() Sample {
			pw := hdcPw()
			a := hdcSalt()
			db := "wp_" + hdcR(hdcLow, 5)
			t := fmt.Sprintf("define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s_usr' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'DB_CHARSET', 'utf8mb4' );\n\ndefine( 'AUTH_KEY',         '%s' );\n\n$table_prefix = 'wp_';",
				db, db, pw, a)
			return hdcS("db-password", "code", t, []string{pw, a}, db)
		},
		func() Sample {
			pw := hdcPw()
			u := hdcUser()
			t := fmt.Sprintf("$ wp user create %s %s@%s --role=shop_manager --user_pass='%s'\nSuccess: Created user %d.", u, u, hdcDomain(), pw, hdcN(2, 400))
			return hdcS("wp-user-password", "shell", t, []string{pw}, u)
		},
		func() Sample {
			sec := hdcR(hdcAlnum+"!@#$%^&*()-_=+[]{}<>~", hdcN(24, 40))
			d := hdcDomain()
			t := fmt.Sprintf("%s: Order webhook to the ERP fails signature check\n\nWebhook settings (WooCommerce > Settings > Advanced > Webhooks):\n  Name: order.created → ERP\n  Delivery URL: https://erp.%s/hooks/woo\n  Secret: %s\n  API version: WP REST API Integration v3\n\nERP side says X-WC-Webhook-Signature doesn't match.",
				hdcTicket(), d, sec)
			return hdcS("webhook-secret", "ticket", t, []string{sec}, "erp."+d)
		},
		func() Sample {
			ap := hdcAppPw()
			u := hdcUser()
			d := hdcStage()
			t := fmt.Sprintf("created an application password for the PIM import.\nuser: %s\napp password: %s\n\ncurl --user \"%s:%s\" https://%s/wp-json/wc/v3/products/batch -X POST -d @batch.json",
				u, ap, u, ap, d)
			return hdcS("wp-application-password", "chat", t, []string{ap}, u, d)
		},
		func() Sample {
			sk := "sk_live_" + hdcR(hdcAlnum, hdcN(24, 99))
			pk := "pk_live_" + hdcR(hdcAlnum, hdcN(24, 99))
			wh := "whsec_" + hdcR(hdcAlnum, 32)
			t := fmt.Sprintf("$ wp option get woocommerce_stripe_settings --format=json\n{\"enabled\":\"yes\",\"title\":\"Credit Card (Stripe)\",\"testmode\":\"no\",\"publishable_key\":\"%s\",\"secret_key\":\"%s\",\"webhook_secret\":\"%s\",\"capture\":\"yes\"}",
				pk, sk, wh)
			return hdcS("stripe-secret-key", "shell", t, []string{sk, wh}, pk)
		},
		func() Sample {
			h := hdcHex(32)
			u := hdcUser()
			val := fmt.Sprintf("%s%%7C%d%%7C%s%%7C%s", u, hdcN(1740000000, 1790000000), hdcR(hdcAlnum, 43), hdcHex(64))
			d := hdcDomain()
			t := fmt.Sprintf("Bug report: checkout hangs for logged-in users on %s\n\nRequest headers copied from DevTools:\nGET /checkout/ HTTP/2\nHost: %s\nCookie: wordpress_logged_in_%s=%s; woocommerce_items_in_cart=1\nUser-Agent: Mozilla/5.0",
				d, d, h, val)
			return hdcS("session-cookie", "ticket", t, []string{val}, d)
		},
		func() Sample {
			key := hdcR(hdcUpN, 4) + "-" + hdcR(hdcUpN, 4) + "-" + hdcR(hdcUpN, 4) + "-" + hdcR(hdcUpN, 4)
			pl := hdcP("YITH WooCommerce Wishlist Premium", "WooCommerce Product Bundles", "Germanized Pro", "WP All Import Pro", "Flexible Shipping PRO")
			t := fmt.Sprintf("Licences (paid by the client, renews in %s):\n| Plugin | Licence key | Sites |\n|---|---|---|\n| %s | %s | 3 |\n| Astra Pro | on the client's account | 1 |", hdcDate(), pl, key)
			return hdcS("license-key", "markdown", t, []string{key}, pl)
		},
		func() Sample {
			pw := hdcPw()
			ip := hdcIP()
			u := hdcSlug(9) + hdcR(hdcDig, 3)
			t := fmt.Sprintf("Hi,\n\nyour SFTP access for the WooCommerce shop:\n\nHost: %s\nPort: %s\nUsername: %s\nPassword: %s\n\nPlease use SFTP only, FTP is disabled.\n\nBest regards,\nHosting Support",
				ip, hdcP("22", "2222", "18765"), u, pw)
			return hdcS("sftp-password", "mail", t, []string{pw}, ip, u)
		},
		func() Sample {
			pw := hdcPwURL()
			d := hdcStage()
			t := fmt.Sprintf("staging is behind basic auth now (htpasswd), so the Lighthouse job needs:\n\ncurl -u preview:%s https://%s/shop/ -o /dev/null -w '%%{http_code}'", pw, d)
			return hdcS("basic-auth-password", "chat", t, []string{pw}, d)
		},
		func() Sample {
			sec := "E" + hdcR(hdcB64u, 79)
			cid := "A" + hdcR(hdcB64u, 79)
			t := fmt.Sprintf("WooCommerce PayPal Payments – manual connection (live)\n\nEmail: paypal@%s\nMerchant Id: %s\nClient Id: %s\nSecret Key: %s\n",
				hdcDomain(), hdcR(hdcUpN, 13), cid, sec)
			return hdcS("paypal-client-secret", "notes", t, []string{sec}, cid)
		},
		func() Sample {
			pw := hdcPw()
			u := hdcUser()
			t := fmt.Sprintf("Hola %s! Ya tienes acceso al wp-admin de pruebas.\nUsuario: %s\nContraseña: %s\nCuando entres cámbiala desde Usuarios > Perfil, porfa.", hdcName(), u, pw)
			return hdcS("wp-user-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			ck, cs := hdcCk(), hdcCs()
			t := fmt.Sprintf("WOO_URL=https://%s\nWOO_CONSUMER_KEY=%s\nWOO_CONSUMER_SECRET=%s\nSYNC_INTERVAL_MIN=%s\n", hdcDomain(), ck, cs, hdcP("5", "10", "15"))
			return hdcS("woocommerce-api-key", "env", t, []string{ck, cs})
		},
	}
}

func hdcWooTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("curl https://%s/wp-json/wc/v3/products \\\n    -u \"$WC_CONSUMER_KEY:$WC_CONSUMER_SECRET\" | jq length\n%d", hdcDomain(), hdcN(10, 100))
			return hdcT("trap-env-reference", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("REST API keys on %s:\n| Description | User | Permissions | Consumer key ending in | Last access |\n|---|---|---|---|---|\n| ERP | %s | Read/Write | …%s | %s |\n| Zapier | %s | Read | …%s | never |",
				hdcDomain(), hdcUser(), hdcHex(7), hdcDate(), hdcUser(), hdcHex(7))
			return hdcT("trap-masked-key", "markdown", t)
		},
		func() Sample {
			t := "define( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'DB_HOST', 'localhost' );\n\ndefine( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );\n// generate these at https://api.wordpress.org/secret-key/1.1/salt/"
			return hdcT("trap-placeholder", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"id\": %d,\n  \"number\": \"%s\",\n  \"status\": \"processing\",\n  \"currency\": \"EUR\",\n  \"total\": \"%d.%02d\",\n  \"payment_method\": \"stripe\",\n  \"transaction_id\": \"ch_%s\",\n  \"billing\": { \"email\": \"%s@example.org\", \"country\": \"DE\" }\n}",
				hdcN(1000, 90000), hdcOrder(), hdcN(9, 400), hdcN(0, 99), hdcR(hdcAlnum, 24), hdcNick())
			return hdcT("trap-charge-id", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ wp plugin list --status=active\n+---------------------------+--------+-----------+---------+\n| name                      | status | update    | version |\n+---------------------------+--------+-----------+---------+\n| woocommerce               | active | available | %d.%d.%d   |\n| woocommerce-gateway-stripe| active | none      | %d.%d.%d   |\n| wordfence                 | active | none      | 8.%d.%d   |\n+---------------------------+--------+-----------+---------+",
				hdcN(8, 9), hdcN(0, 9), hdcN(0, 4), hdcN(7, 9), hdcN(0, 9), hdcN(0, 4), hdcN(0, 9), hdcN(0, 9))
			return hdcT("trap-version", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("[%s %s UTC] woocommerce_rest_cannot_view: Sorry, you cannot list resources. status=401 request_id=%s route=/wc/v3/orders",
				hdcDate(), hdcTime(), hdcHex(32))
			return hdcT("trap-request-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s, I reset your wp-admin password – you should have an email with a reset link. New passwords need 12+ characters and one number, the plugin enforces it.", hdcName())
			return hdcT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("wp_salts:\n  auth_key: \"{{ vault_wp_auth_key }}\"\n  secure_auth_key: \"{{ vault_wp_secure_auth_key }}\"\nwp_db_password: \"{{ lookup('env', 'WP_DB_PASSWORD') }}\"\nwp_db_host: db.%s\n", hdcDomain())
			return hdcT("trap-template-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Coupon export\ncode,discount_type,amount,usage_limit,expiry\nWELCOME%d,percent,%d,,%s\nFREESHIP,free_shipping,0,,\nBF%d,percent,%d,1000,%s\n",
				hdcN(5, 20), hdcN(5, 20), hdcDate(), hdcN(24, 25), hdcN(20, 40), hdcDate())
			return hdcT("trap-coupon-code", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("WooCommerce > Status > Logs > fatal-errors-%s.log\nPHP Fatal error: Uncaught Error: Call to undefined method WC_Order::get_shipping_phone() in /var/www/%s/wp-content/plugins/%s/includes/class-export.php:%d",
				hdcDate(), hdcBrand(), hdcP("sendcloud-connector", "dhl-labels", "invoice-pdf"), hdcN(40, 900))
			return hdcT("trap-stacktrace", "log", t)
		},
	}
}
