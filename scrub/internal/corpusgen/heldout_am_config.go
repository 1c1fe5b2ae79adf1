package main

import "strings"

// Config files of many syntaxes, database URLs, connection strings, Kubernetes secrets.

// hamURLPassword is a password that can sit in a URL without escaping.
func hamURLPassword() string {
	if rng.IntN(2) == 0 {
		return hamWord() + hamDigits(2+rng.IntN(3)) + hamPick("", "-", "_", ".", "~") + hamWord()
	}
	return hamRnd(alnum, 10+rng.IntN(12))
}

func hamDB() string {
	return hamPick("civicrm", "eakte", "mandanten", "wahl2025", "spenden", "fristen", "ediscovery", "grants")
}

func hamConfigSamples(n int) []Sample {
	type gen func() (format, text string, secrets []string, keep []string)
	gens := []gen{
		func() (string, string, []string, []string) {
			p := hamURLPassword()
			return "env", "DATABASE_URL=postgres://" + hamPick("eakte_app", "civi", "npsp_sync") + ":" + p + "@" + hamHost() + ":5432/" + hamDB() + "\nREDIS_URL=redis://localhost:6379/0",
				[]string{p}, []string{"REDIS_URL=redis://localhost:6379/0"}
		},
		func() (string, string, []string, []string) {
			p := hamURLPassword()
			return "chat", "connect with mysql://civicrm:" + p + "@" + hamHost() + "/" + hamDB() + " from the jump host", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamURLPassword()
			return "yaml", "spring:\n  datasource:\n    url: jdbc:sqlserver://" + hamHost() + ";databaseName=" + hamDB() + "\n    username: sa\n    password: " + p + "\n  jpa:\n    show-sql: false",
				[]string{p}, []string{"show-sql: false"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "connstring", "Server=" + hamHost() + ";Database=" + hamDB() + ";User Id=sa;Password=" + p + ";TrustServerCertificate=True;", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "xml", "<connectionStrings>\n  <add name=\"Akten\" connectionString=\"Data Source=" + hamHost() + ";Initial Catalog=RAMICRO;User ID=ramicro;Password=" + p + "\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamURLPassword()
			return "env", "MONGO_URI=mongodb+srv://grants_rw:" + p + "@cluster0.ab12c.mongodb.net/grants?retryWrites=true", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			k := hamRnd(alnum, 32)
			return "php", "<?php\ndefine('CIVICRM_DSN', 'mysql://civicrm:" + p + "@localhost/civicrm?new_link=true');\ndefine('CIVICRM_SITE_KEY', '" + k + "');\ndefine('CIVICRM_UF', 'Drupal8');",
				[]string{p, k}, []string{"define('CIVICRM_UF', 'Drupal8');"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "php", "define( 'DB_NAME', 'ngo_wp' );\ndefine( 'DB_USER', 'wp_ngo' );\ndefine( 'DB_PASSWORD', '" + p + "' );\ndefine( 'DB_HOST', 'localhost' );", []string{p}, []string{"define( 'DB_HOST', 'localhost' );"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			v := hamB64Of(p)
			u := hamB64Of(hamPick("eakte", "civicrm", "wahl"))
			return "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: eakte-db\n  namespace: justiz-prod\ntype: Opaque\ndata:\n  username: " + u + "\n  password: " + v,
				[]string{v}, []string{"namespace: justiz-prod"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-relay\nstringData:\n  SMTP_USER: noreply@stadt-hildesheim.de\n  SMTP_PASSWORD: \"" + p + "\"", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: fristen\n      POSTGRES_PASSWORD: " + p + "\n    volumes:\n      - pgdata:/var/lib/postgresql/data", []string{p}, []string{"image: postgres:16"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "properties", "# DMS connector\ndms.url=https://" + hamHost() + "/api\ndms.user=svc_dms\ndms.password=" + p + "\ndms.timeout=30", []string{p}, []string{"dms.timeout=30"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "ini", "[smtp]\nhost = mail.kanzlei-berger.de\nport = 587\nuser = fristen@kanzlei-berger.de\npass = " + p, []string{p}, []string{"port = 587"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "toml", "[database]\nhost = \"" + hamHost() + "\"\nuser = \"wahl_ro\"\npassword = \"" + p + "\"\nsslmode = \"require\"", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			u, p := hamUser(), hamURLPassword()
			return "url", "https://" + u + ":" + p + "@dav.kanzlei-berger.de/remote.php/dav/files/" + u + "/", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			u, p := hamPick("api", "export", "elster"), hamPassword()
			b := hamBasic(u, p)
			return "http", "GET /api/v2/cases HTTP/1.1\nHost: efiling.example.org\nAuthorization: Basic " + b + "\nAccept: application/json", []string{b}, []string{"Accept: application/json"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "xml", "<server>\n  <id>kanzlei-nexus</id>\n  <username>deploy</username>\n  <password>" + p + "</password>\n</server>", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "hcl", "resource \"azurerm_mssql_server\" \"eakte\" {\n  name                         = \"sql-eakte-prod\"\n  administrator_login          = \"sqladmin\"\n  administrator_login_password = \"" + p + "\"\n}", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamRnd(alnum, 24)
			return "env", "# .env.production\nNODE_ENV=production\nSESSION_SECRET=" + p + "\nPORT=3000", []string{p}, []string{"PORT=3000"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "json", "{\n  \"ldap\": {\n    \"url\": \"ldaps://dc01.stadt.local:636\",\n    \"bindDN\": \"CN=svc_wahl,OU=Service,DC=stadt,DC=local\",\n    \"bindCredentials\": \"" + p + "\"\n  }\n}", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "ini", "; odbc.ini\n[DATEV]\nDriver=SQL Server\nServer=" + hamHost() + "\nUID=datev_read\nPWD=" + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamURLPassword()
			return "env", "AMQP_URL=amqps://fristen:" + p + "@mq.intern:5671/%2f", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "yaml", "# ansible group_vars/wahlserver.yml\nansible_user: deploy\nansible_become_pass: \"" + p + "\"\nntp_server: ptbtime1.ptb.de", []string{p}, []string{"ntp_server: ptbtime1.ptb.de"}
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t, s, k := gens[i%len(gens)]()
		cat := "config-secret"
		if strings.Contains(t, "://") && !strings.Contains(t, "ldaps") {
			cat = "url-credential"
		}
		out = append(out, hamSample(cat, f, t, s, k...))
	}
	return out
}
