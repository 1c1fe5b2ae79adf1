package main

import "fmt"

// hyTrapsCode writes code, configs, commands, logs, diffs and tables that handle credentials
// by name or reference and hold none.
func hyTrapsCode(b *hyBag) {
	code := []string{
		"senha = os.environ[\"DB_PASSWORD\"]\nconn = psycopg2.connect(host=host, user=usuario, password=senha)",
		"const clave = process.env.STRIPE_SECRET_KEY;\nif (!clave) throw new Error('falta la clave de Stripe');",
		"pass := os.Getenv(\"KASSE_DB_PASS\")\nif pass == \"\" {\n\tlog.Fatal(\"KASSE_DB_PASS nicht gesetzt\")\n}",
		"$senha = getenv('SMTP_PASS');\n$mail->Password = $senha;",
		"String haslo = System.getenv(\"SKLEP_DB_HASLO\");\nds.setPassword(haslo);",
		"var sifre = Configuration[\"Smtp:Sifre\"];\nclient.Credentials = new NetworkCredential(kullanici, sifre);",
		"hashed = bcrypt.hashpw(senha.encode(), bcrypt.gensalt())\nif bcrypt.checkpw(tentativa.encode(), hashed):\n    login_ok()",
		"def validar_contrasena(pw: str) -> bool:\n    return len(pw) >= 12 and any(c.isdigit() for c in pw)",
		"password = getpass.getpass(\"Пароль: \")",
		"if user.password_expired?\n  redirect_to edit_password_path, notice: \"Sua senha expirou\"\nend",
		"passwordField.setAttribute('type', 'password'); // mostrar/ocultar senha",
		"token, err := keyring.Get(\"loja-pos\", usuario)",
		"api_key = settings.PAYSTACK_SECRET_KEY  # vem do cofre, não do código",
		"SELECT id, email, password_hash FROM clientes WHERE email = $1;",
		"<input type=\"password\" name=\"contrasena\" placeholder=\"Contraseña\" autocomplete=\"current-password\">",
		"パスワード = input(\"パスワードを入力してください: \")",
		"if len(mat_khau) < 8:\n    raise ValueError(\"Mật khẩu quá ngắn\")",
		"$ENV{'DB_PASS'} or die \"DB_PASS fehlt\\n\";",
	}
	for i := 0; i < 22; i++ {
		b.trap("code", "code", hyVaryCode(code[rng.IntN(len(code))]))
	}
	refs := []string{
		"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${DB_PASSWORD}\n      POSTGRES_DB: loja",
		"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: tienda-db\n        key: password",
		"password: {{ .Values.db.password | quote }}",
		"mysql_password: \"{{ vault_mysql_password }}\"",
		"spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}",
		"[smtp]\nuser = ventas@tienda-norte.mx\npassword_file = /run/secrets/smtp_pass",
		"DB_PASSWORD=\nSTRIPE_SECRET_KEY=\n# preencher no servidor, nunca no git",
		"\"senhaCertificado\": \"\",\n\"certificado\": \"certs/loja.pfx\"",
		"secrets:\n  db_pass:\n    file: ./secrets/db_pass.txt",
		"password_command = pass show loja/smtp",
		"aws_access_key_id = \naws_secret_access_key = \nregion = eu-central-1",
		"apiVersion: v1\nkind: Secret\nmetadata:\n  name: kasse-db\ntype: Opaque\nstringData:\n  password: \"\"  # wird per SealedSecrets gesetzt",
	}
	for i := 0; i < 18; i++ {
		b.trap("config-ref", "config", hyVaryCode(refs[rng.IntN(len(refs))]))
	}
	for i := 0; i < 16; i++ {
		host := hyHost()
		var text string
		switch i % 8 {
		case 0:
			text = "echo \"$REGISTRY_TOKEN\" | docker login registry.loja.example -u deploy --password-stdin"
		case 1:
			text = "mysql -h " + host + " -u loja -p " + hyDBName() + "\nEnter password:"
		case 2:
			text = "curl -u ventas https://api.tienda.example/v1/pedidos   # vai pedir a senha"
		case 3:
			text = "ssh kasse@" + host + " -p 2222"
		case 4:
			text = "git clone https://github.com/loja-boavista/tema-loja.git && cd tema-loja"
		case 5:
			text = "psql \"host=" + host + " dbname=" + hyDBName() + " user=app sslmode=require\""
		case 6:
			text = "redis-cli -h " + host + " --askpass"
		default:
			text = "kubectl create secret generic db-pass --from-file=password=./pass.txt -n tienda"
		}
		b.trap("command", "shell", text)
	}
	for i := 0; i < 16; i++ {
		ts := fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02dZ", hyN(1, 12), hyN(1, 28), hyN(0, 23), hyN(0, 59), hyN(0, 59))
		var text string
		switch i % 8 {
		case 0:
			text = ts + " INFO  db: connecting user=loja password=****** host=" + hyHost()
		case 1:
			text = ts + " WARN  http: 401 Unauthorized POST /api/v1/pagamentos (Authorization: [FILTERED])"
		case 2:
			text = ts + " ERROR auth: senha incorreta para o usuário " + hyUser() + " (tentativa 3/5)"
		case 3:
			text = "Traceback (most recent call last):\n  File \"/srv/tienda/app.py\", line 41, in login\n    raise CredencialesInvalidas(\"usuario o contraseña incorrectos\")\napp.errors.CredencialesInvalidas: usuario o contraseña incorrectos"
		case 4:
			text = ts + " GET /produtos?categoria=cafe&pagina=" + fmt.Sprint(hyN(1, 40)) + " 200 " + fmt.Sprint(hyN(5, 900)) + "ms"
		case 5:
			text = "java.sql.SQLException: Access denied for user 'loja'@'10.0.0." + fmt.Sprint(hyN(2, 250)) + "' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)"
		case 6:
			text = ts + " kasse[" + fmt.Sprint(hyN(1000, 9999)) + "]: Anmeldung fehlgeschlagen für Benutzer 'kassierer2': Passwort abgelaufen"
		default:
			text = ts + " token refreshed for shop_id=" + fmt.Sprint(hyN(1000, 99999)) + " expires_in=3600"
		}
		b.trap("log", "log", text)
	}
	for i := 0; i < 14; i++ {
		var text string
		switch i % 7 {
		case 0:
			text = "--- a/config.py\n+++ b/config.py\n@@ -1,3 +1,3 @@\n-DB_PASS = os.getenv(\"PASS\")\n+DB_PASS = os.getenv(\"DB_PASSWORD\")\n DB_HOST = os.getenv(\"DB_HOST\", \"localhost\")"
		case 1:
			text = "sku;descricao;preco;estoque\n" + hyR(upper, 3) + "-" + hyR(digits, 4) + ";Café torrado 500g;32,90;" + fmt.Sprint(hyN(0, 200)) + "\n" + hyR(upper, 3) + "-" + hyR(digits, 4) + ";Filtro de papel;8,50;" + fmt.Sprint(hyN(0, 200))
		case 2:
			text = "| Nombre | Puesto | Extensión |\n|---|---|---|\n| Lucía Gómez | Caja | " + fmt.Sprint(hyN(100, 199)) + " |\n| Andrés Ruiz | Almacén | " + fmt.Sprint(hyN(200, 299)) + " |"
		case 3:
			text = "Artikel,Menge,Preis (EUR)\nBrötchen,120,0.45\nLaugenbrezel,80,0.85\nSeriennummer Waage," + hyR(upper+digits, 10) + ","
		case 4:
			text = "diff --git a/README.md b/README.md\n-Senha padrão: ver documentação\n+A senha inicial é enviada por e-mail ao responsável da loja."
		case 5:
			text = "| Sistema | Usuário | Senha |\n|---|---|---|\n| ERP | " + hyUser() + " | (no cofre) |\n| Webmail | contato@loja.example | (pedir ao TI) |"
		default:
			text = "ürün_kodu,ad,fiyat\n" + hyR(digits, 8) + ",Türk kahvesi 100g,89.90\n" + hyR(digits, 8) + ",Lokum,145.00"
		}
		b.trap("table-diff", "table", text)
	}
	for i := 0; i < 16; i++ {
		var text string
		switch i % 8 {
		case 0:
			text = "o backup fica em /var/backups/loja/" + fmt.Sprintf("2024-%02d-%02d", hyN(1, 12), hyN(1, 28)) + "/db.sql.gz"
		case 1:
			text = "C:\\Users\\Caixa01\\Documents\\Fechamentos\\" + fmt.Sprintf("%02d-2024.xlsx", hyN(1, 12))
		case 2:
			text = "painel: https://" + hyP("cpanel", "webmail", "admin") + "." + hyP("loja-boavista.com.br", "tienda-norte.mx", "sklep-kowalski.pl") + ":2083/"
		case 3:
			text = "documentación de la API: https://developers.mercadopago.com/es/docs/checkout-pro/landing"
		case 4:
			text = "Rechnungen als PDF unter https://kasse24.de/belege?filiale=" + fmt.Sprint(hyN(1, 30)) + "&monat=" + fmt.Sprint(hyN(1, 12))
		case 5:
			text = "~/.ssh/id_ed25519.pub — essa é a chave pública, pode mandar"
		case 6:
			text = "конфиг лежит в /etc/kassa/config.yaml, права 600"
		default:
			text = "https://example.com/reset-password?lang=" + hyP("pt", "es", "tr", "ja") + " — link para redefinir a senha"
		}
		b.trap("path-url", "chat", text)
	}
	readme := []string{
		"## Instalação\n\n1. Copie `.env.example` para `.env`.\n2. Preencha `DB_PASSWORD` com a senha do banco.\n3. Rode `docker compose up -d`.",
		"## Instalación\n\nEjecuta `npm install` y después `npm run dev`.\nLas credenciales se leen de variables de entorno; nunca las subas al repositorio.",
		"## Einrichtung\n\nDas Kassensystem fragt beim ersten Start nach einem Admin-Passwort. Bitte notieren Sie es im Passwort-Manager.",
		"## Configuration\n\nLa clé API Stripe se règle dans `config/stripe.php` via la variable `STRIPE_SECRET`.",
		"## セットアップ\n\n`config.sample.yml` を `config.yml` にコピーし、`api_key` に管理画面で発行したキーを設定します。",
		"## Kurulum\n\n`.env` dosyasında `IYZICO_SECRET` değişkenini tanımlayın; değer panelden alınır.",
	}
	for i := 0; i < 10; i++ {
		b.trap("readme", "markdown", readme[rng.IntN(len(readme))]+hyP("", "\n\nLicença: MIT", "\n\nVersión 2."+fmt.Sprint(hyN(0, 9))))
	}
}
