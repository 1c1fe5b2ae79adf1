package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Config files of many syntaxes, as web agencies and shops keep them.

func hadConfigs() []Sample {
	return hadRep(48, hadConfig)
}

var hadConfigN int

func hadConfig() Sample {
	d := hadDomain()
	db := strings.ReplaceAll(strings.Split(d, ".")[0], "-", "_")
	var text, f string
	var sec, keep []string
	switch hadCyc(&hadConfigN, 22) {
	case 0:
		pw := hadPw()
		salt1, salt2 := hadR(hadAln+"!#$%^&*()-_[]{}<>~+=,.;:|", 64), hadR(hadAln+"!#$%^&*()-_[]{}<>~+=,.;:|", 64)
		f = "php"
		keep = []string{"define( 'DB_NAME', '" + db + "' );"}
		text = fmt.Sprintf("<?php\n/** The name of the database for WordPress */\n%s\n/** Database username */\ndefine( 'DB_USER', '%s_wp' );\n/** Database password */\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\n\ndefine( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );\n\n$table_prefix = 'wp_';\n", keep[0], db, pw, salt1, salt2)
		sec = []string{pw, salt1, salt2}
	case 1:
		pw, key := hadPwSafe(), hadLaravel()
		mpw := hadPwSafe()
		f = "dotenv"
		keep = []string{"APP_NAME=\"" + hadP("Bakkerij", "Luna Ceramics", "Bike Shed") + "\""}
		text = fmt.Sprintf("%s\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false\nAPP_URL=https://%s\n\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s\n\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.%s\nMAIL_PORT=587\nMAIL_USERNAME=postmaster@mg.%s\nMAIL_PASSWORD=%s\n", keep[0], key, d, db, db, pw, hadP("mailgun.org", "sendgrid.net", "postmarkapp.com"), d, mpw)
		sec = []string{key, pw, mpw}
	case 2:
		sk, pw := hadDjango(), hadPwSafe()
		f = "python"
		text = fmt.Sprintf("# settings.py\nDEBUG = False\nALLOWED_HOSTS = ['%s', 'www.%s']\nSECRET_KEY = '%s'\n\nDATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': 'db',\n        'PORT': '5432',\n    }\n}\n", d, d, sk, db, db, pw)
		sec = []string{sk, pw}
	case 3:
		skb, ak, as, sk := hadHexN(128), hadAWSID(), hadAWSSecret(), hadStripeSK()
		f = "yaml"
		text = fmt.Sprintf("# config/credentials.yml.enc (decrypted with bin/rails credentials:edit)\nsecret_key_base: %s\naws:\n  access_key_id: %s\n  secret_access_key: %s\nstripe:\n  publishable_key: pk_live_%s\n  secret_key: %s\n", skb, ak, as, hadR(hadAln, 24), sk)
		sec = []string{skb, ak, as, sk}
	case 4:
		master := hadHexN(32)
		f = "chat"
		text = "config/master.key for the Rails shop is " + master + ", the file isn't in git"
		sec = []string{master}
	case 5:
		u, pw := "shop", hadPwSafe()
		f = "k8s"
		bu, bp := base64.StdEncoding.EncodeToString([]byte(u)), base64.StdEncoding.EncodeToString([]byte(pw))
		text = fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: shops\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", strings.Split(d, ".")[0], bu, bp)
		sec = []string{bp}
	case 6:
		k, wh := hadStripeSK(), hadStripeWh()
		f = "k8s"
		text = fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments\nstringData:\n  STRIPE_SECRET_KEY: %s\n  STRIPE_WEBHOOK_SECRET: %s\n", k, wh)
		sec = []string{k, wh}
	case 7:
		pw, rpw := hadPwSafe(), hadPwSafe()
		f = "docker-compose"
		keep = []string{"    image: wordpress:6.5-php8.2-apache"}
		text = fmt.Sprintf("services:\n  wordpress:\n%s\n    environment:\n      WORDPRESS_DB_HOST: db\n      WORDPRESS_DB_USER: wp\n      WORDPRESS_DB_PASSWORD: %s\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: %s\n", keep[0], pw, rpw)
		sec = []string{pw, rpw}
	case 8:
		pw, crypt := hadPwSafe(), hadHexN(32)
		f = "php"
		text = fmt.Sprintf("<?php\n// app/etc/env.php (Magento 2)\nreturn [\n    'crypt' => [\n        'key' => '%s'\n    ],\n    'db' => [\n        'connection' => [\n            'default' => [\n                'host' => 'localhost',\n                'dbname' => '%s',\n                'username' => '%s',\n                'password' => '%s',\n            ]\n        ]\n    ],\n];", crypt, db, db, pw)
		sec = []string{crypt, pw}
	case 9:
		pw, ck := hadPwSafe(), hadR(hadAln, 56)
		f = "php"
		text = fmt.Sprintf("<?php return array (\n  'parameters' =>\n  array (\n    'database_host' => '127.0.0.1',\n    'database_name' => '%s',\n    'database_user' => '%s',\n    'database_password' => '%s',\n    'cookie_key' => '%s',\n    'ps_caching' => 'CacheMemcache',\n  ),\n);", db, db, pw, ck)
		sec = []string{pw, ck}
	case 10:
		pw := hadPwSafe()
		b := base64.StdEncoding.EncodeToString([]byte(pw))
		f = "xml"
		text = fmt.Sprintf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>ftp.%s</Host>\n      <Port>21</Port>\n      <Protocol>0</Protocol>\n      <User>%s</User>\n      <Pass encoding=\"base64\">%s</Pass>\n      <Name>%s (klant)</Name>\n    </Server>\n  </Servers>\n</FileZilla3>", d, hadUser(), b, d)
		sec = []string{b}
	case 11:
		pw := hadPw()
		f = "msmtprc"
		text = fmt.Sprintf("account        shop\nhost           smtp.%s\nport           587\nauth           on\ntls            on\nuser           orders@%s\npassword       %s\nfrom           orders@%s\naccount default : shop\n", hadP("office365.com", "gmail.com", "strato.de", "transip.email"), d, pw, d)
		sec = []string{pw}
	case 12:
		key := hadR(hadB64, 86) + "=="
		f = "dotenv"
		text = fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%sassets;AccountKey=%s;EndpointSuffix=core.windows.net\"\nCDN_URL=https://%sassets.azureedge.net\n", strings.ReplaceAll(db, "_", ""), key, strings.ReplaceAll(db, "_", ""))
		sec = []string{key}
	case 13:
		ak, as := hadAWSID(), hadAWSSecret()
		f = "ini"
		text = fmt.Sprintf("# ~/.aws/credentials\n[default]\nregion = eu-central-1\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\n", strings.Split(d, ".")[0], ak, as)
		sec = []string{ak, as}
	case 14:
		t := hadNpm()
		f = "npmrc"
		text = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + t + "\n@agency:registry=https://npm.pkg.github.com\n"
		sec = []string{t}
	case 15:
		pub, priv := hadHexN(32), hadHexN(32)
		gh := hadGhp()
		f = "json"
		text = fmt.Sprintf("{\n    \"http-basic\": {\n        \"repo.magento.com\": {\n            \"username\": \"%s\",\n            \"password\": \"%s\"\n        }\n    },\n    \"github-oauth\": {\n        \"github.com\": \"%s\"\n    }\n}", pub, priv, gh)
		sec = []string{priv, gh}
	case 16:
		pw := hadPwSafe()
		f = "json"
		text = fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Shop\": \"Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", strings.ReplaceAll(db, "_", "-"), db, db, pw)
		sec = []string{pw}
	case 17:
		pw := hadPwSafe()
		f = "netrc"
		text = fmt.Sprintf("machine ftp.%s\n  login %s\n  password %s\n", d, hadUser(), pw)
		sec = []string{pw}
	case 18:
		pw := hadPwSafe()
		f = "htaccess"
		text = fmt.Sprintf("# .htaccess\nSetEnv DB_PASS %s\nSetEnv WP_ENVIRONMENT_TYPE production\n<IfModule mod_rewrite.c>\nRewriteEngine On\nRewriteBase /\n</IfModule>", pw)
		sec = []string{pw}
		keep = []string{"RewriteEngine On"}
	case 19:
		pw := hadPw()
		f = "wp-options"
		text = fmt.Sprintf("option_name: wp_mail_smtp\noption_value: a:2:{s:4:\"mail\";a:2:{s:6:\"mailer\";s:4:\"smtp\";s:10:\"from_email\";s:%d:\"info@%s\";}s:4:\"smtp\";a:3:{s:4:\"host\";s:%d:\"smtp.%s\";s:4:\"user\";s:%d:\"info@%s\";s:4:\"pass\";s:%d:\"%s\";}}", len("info@"+d), d, len("smtp."+d), d, len("info@"+d), d, len(pw), pw)
		sec = []string{pw}
	case 20:
		pw := hadPwSafe()
		k := hadR(hadHex, 26)
		f = "json"
		text = fmt.Sprintf("{\n  \"url\": \"https://%s\",\n  \"database\": {\n    \"client\": \"mysql\",\n    \"connection\": { \"host\": \"localhost\", \"user\": \"ghost\", \"password\": \"%s\", \"database\": \"ghost_prod\" }\n  },\n  \"mail\": { \"transport\": \"SMTP\", \"options\": { \"service\": \"Mailgun\", \"auth\": { \"user\": \"postmaster@mg.%s\", \"pass\": \"%s\" } } }\n}", d, pw, d, k)
		sec = []string{pw, k}
	default:
		t, site := hadNetlify(), hadUUID()
		f = "shell"
		text = fmt.Sprintf("$ netlify env:list\n| Key | Value |\n| NETLIFY_AUTH_TOKEN | %s |\n| NETLIFY_SITE_ID | %s |\n| SHOP_URL | https://%s |", t, site, d)
		sec = []string{t}
		keep = []string{"| SHOP_URL | https://" + d + " |"}
	}
	s := hadS("config-"+f, f, text, sec...)
	if len(keep) > 0 && rng.IntN(3) > 0 {
		s = hadKeep(s, keep...)
	}
	return s
}
