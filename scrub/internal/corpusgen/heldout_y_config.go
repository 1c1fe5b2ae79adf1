package main

import (
	"fmt"
	"strings"
)

func hyDBName() string {
	return hyP("loja", "tienda_prod", "kasse", "magaza", "erp", "odoo", "prestashop", "woocommerce", "contabilidad", "sklep")
}

func hyHost() string {
	return hyP("db.loja-boavista.com.br", "10.0.0."+fmt.Sprint(hyN(2, 250)), "mysql.hostinger.example", "pg-prod.tienda-norte.mx",
		"kasse-db.intern", "localhost", "sql.magaza.com.tr", "db1.sklep.pl", "mongo0.toko.co.id")
}

// hyConfig writes configuration files of many syntaxes with a password or key inside.
func hyConfig(b *hyBag) {
	for i := 0; i < 24; i++ {
		p := hyPass()
		u := hyP("app", "loja", "odoo", "sa", "shop_rw", "kasse", "root", "wp_user")
		host, db := hyHost(), hyDBName()
		var text, keep, format string
		secrets := []string{p}
		switch i % 13 {
		case 0:
			format = "env"
			keep = "APP_LOCALE=pt_BR"
			text = "APP_NAME=\"Loja Boa Vista\"\n" + keep + "\nDB_HOST=" + host + "\nDB_DATABASE=" + db + "\nDB_USERNAME=" + u + "\nDB_PASSWORD=" + p + "\n"
		case 1:
			format = "yaml"
			keep = "image: mariadb:10.11"
			text = "services:\n  db:\n    " + keep + "\n    environment:\n      MARIADB_DATABASE: " + db + "\n      MARIADB_ROOT_PASSWORD: \"" + p + "\"\n"
		case 2:
			format = "k8s"
			enc := hyB64Of(p)
			secrets = []string{enc}
			keep = "namespace: tienda"
			text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credenciales\n  " + keep + "\ntype: Opaque\ndata:\n  usuario: " + hyB64Of(u) + "\n  contrasena: " + enc + "\n"
		case 3:
			format = "url"
			pu := strings.NewReplacer("@", "%40", "#", "%23", "?", "%3F", "%", "%25").Replace(p)
			secrets = []string{pu}
			text = hyP("postgres", "postgresql", "mysql", "mongodb+srv", "amqp") + "://" + u + ":" + pu + "@" + host + "/" + db
			text = hyP("DATABASE_URL=", "la URL de la base: ", "строка подключения: ", "") + text
		case 4:
			format = "connstring"
			keep = "Database=" + db
			text = "Server=" + host + ",1433;" + keep + ";User Id=" + u + ";Password=" + p + ";TrustServerCertificate=True;"
		case 5:
			format = "php"
			keep = "define( 'DB_NAME', '" + db + "' );"
			text = "<?php\n" + keep + "\ndefine( 'DB_USER', '" + u + "' );\ndefine( 'DB_PASSWORD', '" + p + "' );\ndefine( 'DB_HOST', '" + host + "' );\n"
		case 6:
			format = "ini"
			keep = "db_host = " + host
			text = "[options]\nadmin_passwd = " + p + "\n" + keep + "\ndb_user = odoo\nlang = es_MX\n"
		case 7:
			format = "properties"
			keep = "spring.datasource.url=jdbc:mysql://" + host + ":3306/" + db
			text = keep + "\nspring.datasource.username=" + u + "\nspring.datasource.password=" + p + "\n"
		case 8:
			format = "xml"
			keep = "<add key=\"Idioma\" value=\"tr-TR\" />"
			text = "<appSettings>\n  " + keep + "\n  <add key=\"SmtpPassword\" value=\"" + p + "\" />\n</appSettings>"
		case 9:
			format = "toml"
			keep = "ciudad = \"Guadalajara\""
			text = "[tienda]\n" + keep + "\n\n[smtp]\nusuario = \"ventas@tienda-norte.mx\"\ncontrasena = \"" + p + "\"\n"
		case 10:
			format = "json"
			keep = "\"moeda\": \"BRL\""
			text = "{\n  " + keep + ",\n  \"nfe\": {\n    \"certificado\": \"certs/loja.pfx\",\n    \"senhaCertificado\": \"" + p + "\"\n  }\n}"
		case 11:
			format = "env"
			enc := hyB64Of(u + ":" + p)
			secrets = []string{enc}
			keep = "PROXY_HOST=proxy.magaza.local"
			text = keep + "\nPROXY_AUTH=Basic " + enc + "\n"
		default:
			format = "redis"
			keep = "maxmemory 256mb"
			text = "# redis.conf (servidor de sessões)\nbind 127.0.0.1\nrequirepass " + p + "\n" + keep + "\n"
		}
		if keep == "" {
			b.sec("config", format, text, secrets)
		} else {
			b.sec("config", format, text, secrets, keep)
		}
	}
}

// hyShell writes commands, sessions, code, logs and diffs with a credential inside.
func hyShell(b *hyBag) {
	for i := 0; i < 28; i++ {
		p := hyP(hyHuman(), hyRandPass(), hyR(alnum, 16))
		p = strings.NewReplacer("'", "", "\"", "", "$", "", "`", "", "!", "", "&", "", "%", "", "?", "", "#", "").Replace(p)
		u := hyP("deploy", "loja", "admin", "ci-bot", "kasse", "ventas")
		host := hyHost()
		var text, keep, format string
		secrets := []string{p}
		switch i % 14 {
		case 0:
			format = "shell"
			keep = "Login Succeeded"
			text = "$ docker login registry.loja-boavista.com.br -u " + u + " -p " + p + "\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\n" + keep
		case 1:
			format = "shell"
			text = "mysql -h " + host + " -u " + u + " -p" + p + " " + hyDBName() + " < backup_2024-03-31.sql"
		case 2:
			format = "shell"
			keep = "# exporta as vendas do mês"
			text = keep + "\ncurl -u " + u + ":" + p + " https://api.loja.example/v2/vendas?mes=05 -o vendas.json"
		case 3:
			format = "shell"
			text = "sshpass -p '" + p + "' ssh " + u + "@" + host + " 'systemctl restart kasse'"
		case 4:
			format = "shell"
			text = "PGPASSWORD=" + p + " psql -h " + host + " -U " + u + " -d " + hyDBName() + " -c 'select count(*) from pedidos'"
		case 5:
			format = "shell"
			text = "redis-cli -h " + host + " -a " + p + " FLUSHDB"
		case 6:
			format = "shell"
			text = "git clone https://" + u + ":" + p + "@git.tienda-norte.mx/tienda/tema.git"
		case 7:
			format = "shell"
			keep = "net use Z: /delete"
			text = "net use Z: \\\\servidor\\contabilidade /user:LOJA\\" + u + " " + p + "\n" + keep
		case 8:
			format = "python"
			keep = "resp.raise_for_status()"
			text = "import requests\n\nresp = requests.get(\"https://erp.magaza.local/api/stok\", auth=(\"" + u + "\", \"" + p + "\"))\n" + keep
		case 9:
			format = "php"
			text = "$conn = mysqli_connect(\"" + host + "\", \"" + u + "\", \"" + p + "\", \"" + hyDBName() + "\");\nif (!$conn) { die(\"Falha na conexão\"); }"
		case 10:
			format = "java"
			keep = "// TODO: pasar a variables de entorno"
			text = keep + "\nConnection c = DriverManager.getConnection(\"jdbc:postgresql://" + host + "/" + hyDBName() + "\", \"" + u + "\", \"" + p + "\");"
		case 11:
			format = "log"
			keep = "Traceback (most recent call last):"
			text = keep + "\n  File \"/srv/loja/sync.py\", line 88, in <module>\n    engine = create_engine(\"mysql+pymysql://" + u + ":" + p + "@" + host + "/" + hyDBName() + "\")\nsqlalchemy.exc.OperationalError: (2003, \"Can't connect to MySQL server\")"
		case 12:
			format = "diff"
			keep = "-SMTP_HOST=smtp.antigo.example"
			text = "--- a/.env\n+++ b/.env\n@@ -3,4 +3,4 @@\n " + "SMTP_PORT=587\n" + keep + "\n+SMTP_HOST=smtp.zoho.eu\n-SMTP_PASS=\n+SMTP_PASS=" + p + "\n"
		default:
			format = "http"
			enc := hyB64Of(u + ":" + p)
			secrets = []string{enc}
			keep = "Host: api.kasse24.de"
			text = "GET /v1/belege HTTP/1.1\n" + keep + "\nAuthorization: Basic " + enc + "\nAccept: application/json"
		}
		if keep == "" {
			b.sec("command", format, text, secrets)
		} else {
			b.sec("command", format, text, secrets, keep)
		}
	}
	// Credentials inside URLs in logs and in prose.
	for i := 0; i < 8; i++ {
		p := hyR(alnum, hyN(10, 18))
		u := hyP("ftpuser", "loja", "backup", "webdav")
		url := hyP("ftp://", "https://", "sftp://") + u + ":" + p + "@" + hyP("ftp.hospedagem.example", "nas.loja.local", "files.kasse24.de", "depo.magaza.com.tr")
		text := hyP("erro no backup: cannot reach ", "[backup] subiendo a ", "2024-04-02 03:00:01 ERROR upload failed url=", "o acesso FTP da hospedagem é ") + url + hyP("/backups/", "/", "/nightly") + hyP("", " (timeout)", "\nreintentando en 60 s")
		b.sec("url-auth", "log", text, []string{p})
	}
}
