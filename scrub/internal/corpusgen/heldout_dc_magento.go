package main

import "fmt"

// Magento / Adobe Commerce stores.

func hdcMageTok() string { return hdcR(hdcLowN, 32) }

func hdcMagentoSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			ck := hdcR(hdcLowN, 32)
			pw := hdcPw()
			db := hdcP("magento", "m2_prod", "shop_"+hdcR(hdcLow, 3))
			host := hdcP("mysql", "db", "127.0.0.1", "db-"+hdcR(hdcLowN, 4)+".internal")
			t := fmt.Sprintf("<?php\nreturn [\n    'backend' => ['frontName' => 'admin_%s'],\n    'crypt' => [\n        'key' => '%s'\n    ],\n    'db' => [\n        'table_prefix' => '',\n        'connection' => [\n            'default' => [\n                'host' => '%s',\n                'dbname' => '%s',\n                'username' => 'magento',\n                'password' => '%s',\n                'active' => '1',\n            ]\n        ]\n    ],\n    'MAGE_MODE' => 'production',",
				hdcR(hdcLowN, 6), ck, host, db, pw)
			return hdcS("magento-crypt-key", "code", t, []string{ck, pw}, host, db)
		},
		func() Sample {
			dbpw, adpw := hdcPwURL(), hdcPwURL()
			au := hdcUser()
			host := "db." + hdcR(hdcLow, 4) + ".local"
			t := fmt.Sprintf("bin/magento setup:install \\\n  --base-url=https://%s/ \\\n  --db-host=%s --db-name=magento --db-user=magento --db-password=%s \\\n  --admin-firstname=Shop --admin-lastname=Admin --admin-email=%s@%s \\\n  --admin-user=%s --admin-password=%s \\\n  --language=de_DE --currency=EUR --timezone=Europe/Berlin \\\n  --search-engine=opensearch --opensearch-host=opensearch",
				hdcStage(), host, dbpw, au, hdcDomain(), au, adpw)
			return hdcS("db-password", "shell", t, []string{dbpw, adpw}, host, au)
		},
		func() Sample {
			pub, priv := hdcHex(32), hdcHex(32)
			t := fmt.Sprintf("{\n    \"http-basic\": {\n        \"repo.magento.com\": {\n            \"username\": \"%s\",\n            \"password\": \"%s\"\n        }\n    }\n}", pub, priv)
			return hdcS("magento-marketplace-key", "json", t, []string{priv}, "repo.magento.com")
		},
		func() Sample {
			tok := hdcMageTok()
			d := hdcDomain()
			t := fmt.Sprintf("curl -s -H \"Authorization: Bearer %s\" \\\n  \"https://%s/rest/V1/orders?searchCriteria[pageSize]=5&searchCriteria[sortOrders][0][field]=created_at\" | jq '.items[].increment_id'\n\"%09d\"\n\"%09d\"",
				tok, d, hdcN(1000000, 9999999), hdcN(1000000, 9999999))
			return hdcS("magento-integration-token", "shell", t, []string{tok}, d)
		},
		func() Sample {
			pw := hdcPwURL()
			tok := hdcMageTok()
			u := hdcUser()
			d := hdcStage()
			t := fmt.Sprintf("$ curl -s -X POST https://%s/rest/V1/integration/admin/token \\\n    -H 'Content-Type: application/json' \\\n    -d '{\"username\":\"%s\",\"password\":\"%s\"}'\n\"%s\"",
				d, u, pw, tok)
			return hdcS("magento-admin-token", "shell", t, []string{pw, tok}, d, u)
		},
		func() Sample {
			seed := hdcR(hdcB32, 32)
			u := hdcUser()
			t := fmt.Sprintf("2FA for admin user %s got reset (Google Authenticator). If the phone dies again, this is the secret to re-add it manually:\n%s\nissuer: Magento %s", u, seed, hdcBrand())
			return hdcS("totp-seed", "notes", t, []string{seed}, u)
		},
		func() Sample {
			pw := hdcPw()
			host := "opensearch-" + hdcR(hdcLowN, 5) + ".es.internal"
			t := fmt.Sprintf("bin/magento config:set catalog/search/engine opensearch\nbin/magento config:set catalog/search/opensearch_server_hostname %s\nbin/magento config:set catalog/search/opensearch_enable_auth 1\nbin/magento config:set catalog/search/opensearch_username magento\nbin/magento config:set catalog/search/opensearch_password '%s'\nbin/magento indexer:reindex catalogsearch_fulltext",
				host, pw)
			return hdcS("search-password", "shell", t, []string{pw}, host)
		},
		func() Sample {
			pw := hdcPwURL()
			host := "rabbitmq." + hdcR(hdcLow, 4) + ".svc"
			t := fmt.Sprintf("    'queue' => [\n        'consumers_wait_for_messages' => 1,\n        'amqp' => [\n            'host' => '%s',\n            'port' => '5672',\n            'user' => 'magento',\n            'password' => '%s',\n            'virtualhost' => '/'\n        ]\n    ],", host, pw)
			return hdcS("amqp-password", "code", t, []string{pw}, host)
		},
		func() Sample {
			pw := hdcR(hdcAlnum, hdcN(20, 32))
			host := "redis-" + hdcR(hdcLowN, 4)
			t := fmt.Sprintf("'cache' => [\n    'frontend' => [\n        'default' => [\n            'backend' => 'Magento\\\\Framework\\\\Cache\\\\Backend\\\\Redis',\n            'backend_options' => [\n                'server' => '%s',\n                'port' => '6379',\n                'database' => '0',\n                'password' => '%s',\n                'compress_data' => '1'\n            ]\n        ]\n    ]\n],", host, pw)
			return hdcS("redis-password", "code", t, []string{pw}, host)
		},
		func() Sample {
			pw := hdcPw()
			proj := hdcR(hdcLowN, 13)
			t := fmt.Sprintf("$ magento-cloud variable:create --level environment --environment staging --project %s \\\n    --name env:ADMIN_PASSWORD --value '%s' --sensitive true\nCreating variable env:ADMIN_PASSWORD on the environment staging", proj, pw)
			return hdcS("admin-password", "shell", t, []string{pw}, proj)
		},
		func() Sample {
			pp := hdcPw()
			ip := hdcIP()
			t := fmt.Sprintf("%s – Deploy runbook\n\n1. ssh -i ~/.ssh/mage_deploy magento@%s\n   (key passphrase: %s)\n2. cd /var/www/current && bin/magento maintenance:enable\n3. git pull && composer install --no-dev\n4. bin/magento setup:upgrade && bin/magento setup:static-content:deploy de_DE en_US -f\n5. bin/magento maintenance:disable",
				hdcTicket(), ip, pp)
			return hdcS("ssh-key-passphrase", "wiki", t, []string{pp}, ip)
		},
		func() Sample {
			tok := hdcR(hdcAlnum+"-_", 32)
			sid := hdcR(hdcAlnum, 22)
			t := fmt.Sprintf("Fastly for Magento Cloud (prod)\nService ID: %s\nAPI token: %s\n→ Stores > Configuration > Advanced > System > Full Page Cache > Fastly Configuration", sid, tok)
			return hdcS("fastly-api-token", "notes", t, []string{tok}, sid)
		},
		func() Sample {
			lk := hdcHex(36) + "NRAL"
			app := hdcBrand() + "-magento"
			t := fmt.Sprintf("; /etc/php/8.2/fpm/conf.d/newrelic.ini\nextension = \"newrelic.so\"\nnewrelic.enabled = true\nnewrelic.license = \"%s\"\nnewrelic.appname = \"%s\"\nnewrelic.framework = \"magento2\"", lk, app)
			return hdcS("newrelic-license-key", "ini", t, []string{lk}, app)
		},
		func() Sample {
			pw := hdcPw()
			acct := fmt.Sprint(hdcN(100000000, 999999999))
			t := fmt.Sprintf("mysql> UPDATE core_config_data SET value = '%s' WHERE path = 'carriers/dhl/password';\nQuery OK, 1 row affected (0.01 sec)\n\nmysql> SELECT path, value FROM core_config_data WHERE path = 'carriers/dhl/account';\n| carriers/dhl/account | %s |", pw, acct)
			return hdcS("carrier-password", "shell", t, []string{pw}, acct)
		},
		func() Sample {
			root, adm := hdcPwURL(), hdcPw()
			t := fmt.Sprintf("services:\n  db:\n    image: mariadb:10.6\n    environment:\n      MYSQL_ROOT_PASSWORD: %s\n      MYSQL_DATABASE: magento\n  php-fpm:\n    image: markoshust/magento-php:8.3-fpm\n    environment:\n      MAGENTO_ADMIN_USER: admin\n      MAGENTO_ADMIN_PASSWORD: \"%s\"\n",
				root, adm)
			return hdcS("db-password", "yaml", t, []string{root, adm}, "markoshust/magento-php:8.3-fpm")
		},
		func() Sample {
			ck := hdcR(hdcLowN, 32)
			t := fmt.Sprintf("Hey %s, we lost the env.php on the new box. Old crypt key from the backup is %s – without it the saved payment config can't be decrypted, so put that back before running setup:upgrade.", hdcName(), ck)
			return hdcS("magento-crypt-key", "chat", t, []string{ck})
		},
	}
}

func hdcMagentoTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := "<?php\n// env.php template rendered by ansible\nreturn [\n    'crypt' => ['key' => getenv('MAGENTO_CRYPT_KEY')],\n    'db' => ['connection' => ['default' => [\n        'host' => getenv('DB_HOST'),\n        'username' => 'magento',\n        'password' => getenv('DB_PASSWORD'),\n    ]]],\n];"
			return hdcT("trap-env-reference", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n    \"_readme\": [\"This file locks the dependencies of your project to a known state\"],\n    \"content-hash\": \"%s\",\n    \"packages\": [\n        {\n            \"name\": \"magento/module-catalog\",\n            \"version\": \"104.0.%d\",\n            \"dist\": {\n                \"type\": \"zip\",\n                \"url\": \"https://repo.magento.com/archives/magento/module-catalog/magento-module-catalog-104.0.%d.0.zip\",\n                \"shasum\": \"%s\",\n                \"reference\": \"%s\"\n            }\n        }",
				hdcHex(32), hdcN(1, 9), hdcN(1, 9), hdcHex(40), hdcHex(40))
			return hdcT("trap-checksum", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ bin/magento indexer:status\n+----------------------+------------------+-----------+---------------------+\n| Title                | Status           | Update On | Schedule Status     |\n+----------------------+------------------+-----------+---------------------+\n| Catalog Search       | Ready            | Schedule  | idle (%d in backlog) |\n| Product Price        | Reindex required | Schedule  | idle (0 in backlog) |\n+----------------------+------------------+-----------+---------------------+", hdcN(0, 400))
			return hdcT("trap-cli-output", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("[%s %s] main.CRITICAL: Invalid login or password. {\"username\":\"%s\",\"ip\":\"%s\"} []\n[%s %s] main.INFO: Admin account %s locked after 6 failed attempts [] []",
				hdcDate(), hdcTime(), hdcUser(), hdcIP(), hdcDate(), hdcTime(), hdcUser())
			return hdcT("trap-password-talk", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("There has been an error processing your request\nException printing is disabled by default for security reasons.\nError log record number: %d", hdcN(100000000000, 999999999999))
			return hdcT("trap-error-id", "log", t)
		},
		func() Sample {
			t := "bin/magento admin:user:create --admin-user=\"$ADMIN_USER\" --admin-password=\"$ADMIN_PASSWORD\" \\\n  --admin-email=\"$ADMIN_EMAIL\" --admin-firstname=CI --admin-lastname=Bot"
			return hdcT("trap-env-reference", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("\"ID\",\"Purchase Point\",\"Purchase Date\",\"Bill-to Name\",\"Grand Total (Purchased)\",\"Status\"\n\"%09d\",\"Main Website\",\"%s\",\"%s Berg\",\"€%d.%02d\",\"complete\"\n\"%09d\",\"Main Website\",\"%s\",\"%s Kahn\",\"€%d.%02d\",\"pending\"",
				hdcN(1000000, 9999999), hdcDate(), hdcName(), hdcN(10, 500), hdcN(0, 99), hdcN(1000000, 9999999), hdcDate(), hdcName(), hdcN(10, 500), hdcN(0, 99))
			return hdcT("trap-order-number", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("Integration \"%s\" re-activated. Access token + token secret are only shown once – saved them to vault at kv/magento/%s/integration, nothing in Slack.", hdcP("Akeneo", "Pimcore", "JTL", "Plentymarkets"), hdcBrand())
			return hdcT("trap-vault-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Admin password policy (Stores > Config > Advanced > Admin > Security):\n- Password Lifetime (days): %s\n- Password Change: Forced\n- Maximum Login Failures to Lockout Account: 6\n- Minimum length is 7 chars, letters and numbers", hdcP("90", "60", "180"))
			return hdcT("trap-password-policy", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("cron_schedule stuck:\n| schedule_id | job_code | status | scheduled_at |\n| %d | indexer_reindex_all_invalid | running | %s %s |\n| %d | sales_clean_quotes | pending | %s %s |",
				hdcN(1000000, 9999999), hdcDate(), hdcTime(), hdcN(1000000, 9999999), hdcDate(), hdcTime())
			return hdcT("trap-cli-output", "markdown", t)
		},
	}
}
