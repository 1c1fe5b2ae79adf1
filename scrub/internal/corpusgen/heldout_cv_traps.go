package main

import (
	"fmt"
	"strings"
)

// Traps, part 1: connection strings and configs with no secret in them.

func hcvTrapGens() []hcvGen {
	return []hcvGen{
		{8, hcvTrEnvRef}, {7, hcvTrURLPlaceholder}, {7, hcvTrMaskedLog}, {5, hcvTrPgpassDoc}, {6, hcvTrPromptShell},
		{5, hcvTrLoginPath}, {6, hcvTrK8sRef}, {6, hcvTrGHARef}, {5, hcvTrComposeFile}, {6, hcvTrIAMAuth},
		{5, hcvTrWinAuth}, {5, hcvTrOSAuth}, {5, hcvTrTnsnames}, {4, hcvTrSqlnet}, {5, hcvTrMkstoreList},
		{4, hcvTrOrapkiDisplay}, {5, hcvTrRedisACLUsers}, {5, hcvTrCassYaml}, {5, hcvTrMongoX509}, {6, hcvTrChangeme},
		{5, hcvTrVaultCmd}, {5, hcvTrAnsibleVault}, {5, hcvTrAtlasPublic},
	}
}

func hcvTrEnvRef() Sample {
	d := hcvDB()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("DB_HOST=%s\nDB_PORT=5432\nDB_NAME=%s\nDB_USER=%s\nDB_PASSWORD=${DB_PASSWORD}\nDATABASE_URL=postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:${DB_PORT}/${DB_NAME}", hcvHost("pg"), d, hcvUser())
		return hcvT("trap-env-reference", "env", t)
	case 1:
		t := fmt.Sprintf("spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=${MYSQL_USER}\nspring.datasource.password=${MYSQL_PASSWORD:}\nspring.datasource.hikari.maximum-pool-size=%d", hcvHost("my"), d, hcvN(5, 40))
		return hcvT("trap-env-reference", "properties", t)
	default:
		t := fmt.Sprintf("export PGPASSWORD=\"$(cat /run/secrets/pg_%s_password)\"\npg_dump -h %s -U %s -Fc %s > /backup/%s.dump", d, hcvHost("pg"), hcvUser(), d, d)
		return hcvT("trap-env-reference", "shell", t)
	}
}

func hcvTrURLPlaceholder() Sample {
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("Connection string format:\n\n    mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true&w=majority\n\nReplace <password> with the password for the <username> user.", rnd(lower+digits, 5))
		return hcvT("trap-placeholder", "wiki", t)
	case 1:
		t := fmt.Sprintf("Server=%s;Database=%s;User Id=<user>;Password=<your-password>;Encrypt=True;", hcvMsHost(), hcvTitle(hcvDB()))
		return hcvT("trap-placeholder", "config", t)
	case 2:
		t := fmt.Sprintf("# example, do not use as-is\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME\nREDIS_URL=redis://:PASSWORD@HOST:6379/0")
		return hcvT("trap-placeholder", "env", t)
	default:
		t := fmt.Sprintf("sqlplus app_owner/<password>@//%s:1521/%s", hcvHost("ora"), hcvOraSvc())
		return hcvT("trap-placeholder", "runbook", t)
	}
}

func hcvTrMaskedLog() Sample {
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("%s INFO  HikariPool-1 - Starting...\n%s INFO  Connecting to jdbc:postgresql://%s:5432/%s?user=%s&password=****\n%s INFO  HikariPool-1 - Start completed.", hcvTS(), hcvTS(), hcvHost("pg"), hcvDB(), hcvUser(), hcvTS())
		return hcvT("trap-masked", "log", t)
	case 1:
		t := fmt.Sprintf("Current Mongosh Log ID:\t%s\nConnecting to:\t\tmongodb://<credentials>@%s:27017/?directConnection=true&authSource=admin\nUsing MongoDB:\t\t7.0.%d", hcvHex(24), hcvHost("mongo"), hcvN(1, 14))
		return hcvT("trap-masked", "shell", t)
	case 2:
		t := fmt.Sprintf("$ airflow connections get %s_db\nid | conn_id | conn_type | host | schema | login | password\n%d | %s_db | postgres | %s | %s | %s | ***", hcvDB(), hcvN(1, 90), hcvDB(), hcvHost("pg"), hcvDB(), hcvUser())
		return hcvT("trap-masked", "shell", t)
	default:
		t := fmt.Sprintf("%s [debezium] database.password = ********\n%s [debezium] database.hostname = %s\n%s [debezium] database.user = debezium", hcvTS(), hcvTS(), hcvHost("pg"), hcvTS())
		return hcvT("trap-masked", "log", t)
	}
}

func hcvTrPgpassDoc() Sample {
	t := "Each line of ~/.pgpass has the form\n\n    hostname:port:database:username:password\n\nUse * as a wildcard for the first four fields. The file must be chmod 0600 or libpq ignores it. Passwords go in there, never in the cron line."
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("$ ls -l ~/.pgpass\n-rw-------. 1 postgres postgres %d %s ~/.pgpass\n$ wc -l ~/.pgpass\n%d /var/lib/pgsql/.pgpass", hcvN(60, 900), hcvClock(), hcvN(1, 12))
		return hcvT("trap-no-secret", "shell", t)
	}
	return hcvT("trap-password-talk", "wiki", t)
}

func hcvTrPromptShell() Sample {
	h, u, d := hcvHost("pg"), hcvUser(), hcvDB()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("$ pg_dump -h %s -U %s -W -Fc %s -f %s.dump\nPassword: \n$ ls -lh %s.dump\n-rw-r--r-- 1 dba dba %dM %s %s.dump", h, u, d, d, d, hcvN(10, 900), hcvClock(), d)
		return hcvT("trap-password-prompt", "shell", t)
	case 1:
		t := fmt.Sprintf("$ mysql -h %s -u %s -p %s\nEnter password: \nWelcome to the MySQL monitor.  Commands end with ; or \\g.\nServer version: 8.0.%d MySQL Community Server - GPL", hcvHost("my"), u, d, hcvN(20, 40))
		return hcvT("trap-password-prompt", "shell", t)
	default:
		t := fmt.Sprintf("$ mongosh \"mongodb://%s:27017\" -u admin -p --authenticationDatabase admin\nEnter password: ************\nrs0 [primary] test>", hcvHost("mongo"))
		return hcvT("trap-password-prompt", "shell", t)
	}
}

func hcvTrLoginPath() Sample {
	h := hcvHost("my")
	t := fmt.Sprintf("$ mysql_config_editor set --login-path=prod --host=%s --user=backup_agent --password\nEnter password:\n$ mysql_config_editor print --all\n[prod]\nuser = \"backup_agent\"\npassword = *****\nhost = \"%s\"", h, h)
	return hcvT("trap-masked", "shell", t)
}

func hcvTrK8sRef() Sample {
	t := fmt.Sprintf("        env:\n          - name: POSTGRES_USER\n            value: %s\n          - name: POSTGRES_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db-credentials\n                key: password\n          - name: POSTGRES_HOST\n            value: %s", hcvUser(), hcvP("billing", "orders", "crm"), hcvHost("pg"))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: mssql-sa\nspec:\n  secretStoreRef:\n    name: azure-kv\n    kind: ClusterSecretStore\n  data:\n    - secretKey: MSSQL_SA_PASSWORD\n      remoteRef:\n        key: %s-sa-password", hcvP("sqlprd01", "sqlag", "dwh"))
	}
	return hcvT("trap-secret-reference", "yaml", t)
}

func hcvTrGHARef() Sample {
	t := fmt.Sprintf("    env:\n      PGHOST: %s\n      PGUSER: flyway\n      PGPASSWORD: ${{ secrets.PG_FLYWAY_PASSWORD }}\n      SLACK_WEBHOOK_URL: ${{ secrets.DBA_SLACK_WEBHOOK }}\n    steps:\n      - run: flyway migrate", hcvHost("pg"))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("mysql:\n  host: %s\n  user: app_user\n  password: \"{{ vault_mysql_app_password }}\"\n  replication_password: \"{{ lookup('hashi_vault', 'secret=kv/data/mysql/repl:password') }}\"", hcvHost("my"))
	}
	return hcvT("trap-secret-reference", "yaml", t)
}

func hcvTrComposeFile() Sample {
	t := fmt.Sprintf("services:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt", hcvN(13, 17))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("services:\n  mssql:\n    image: mcr.microsoft.com/mssql/server:2022-latest\n    environment:\n      ACCEPT_EULA: \"Y\"\n      MSSQL_SA_PASSWORD: ${MSSQL_SA_PASSWORD:?set it in .env}\n    ports: [\"1433:1433\"]")
	}
	return hcvT("trap-secret-reference", "yaml", t)
}

func hcvTrIAMAuth() Sample {
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Connect with IAM auth, no password stored anywhere:\n\n    export PGPASSWORD=\"$(aws rds generate-db-auth-token --hostname %s --port 5432 --username iam_dba)\"\n    psql \"host=%s user=iam_dba dbname=%s sslmode=verify-full sslrootcert=global-bundle.pem\"", hcvRDS("pg"), hcvRDS("pg"), hcvDB())
		return hcvT("trap-no-secret", "runbook", t)
	case 1:
		t := fmt.Sprintf("./cloud-sql-proxy --auto-iam-authn --private-ip %s:%s:%s-pg\npsql \"host=127.0.0.1 user=%s@%s.iam dbname=%s\"", hcvP("acme-data", "globex-analytics"), hcvP("europe-west1", "us-central1"), hcvDB(), hcvP("dump-exporter", "bq-loader"), hcvP("acme-data", "globex-analytics"), hcvDB())
		return hcvT("trap-no-secret", "shell", t)
	default:
		t := fmt.Sprintf("%s arn:aws:rds:%s:%s:db:%s-pg-prod rds-db:connect arn:aws:rds-db:%s:%s:dbuser:db-%s/iam_dba", hcvP("Allow", "Allow"), hcvP("eu-west-1", "us-east-1"), hcvDigits(12), hcvDB(), "eu-west-1", hcvDigits(12), rnd(upper+digits, 26))
		return hcvT("trap-arn", "notes", t)
	}
}

func hcvTrWinAuth() Sample {
	t := fmt.Sprintf("\"ConnectionStrings\": {\n  \"Default\": \"Server=%s;Database=%s;Integrated Security=SSPI;Encrypt=True;TrustServerCertificate=True;\"\n}", strings.ReplaceAll(hcvMsHost(), "\\", "\\\\"), hcvTitle(hcvDB()))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("sqlcmd -S %s -E -Q \"SELECT @@SERVERNAME, SERVERPROPERTY('ProductVersion')\"", hcvMsHost())
		return hcvT("trap-no-secret", "shell", t)
	}
	return hcvT("trap-no-secret", "json", t)
}

func hcvTrOSAuth() Sample {
	t := fmt.Sprintf("[oracle@%s ~]$ . oraenv <<< %s\n[oracle@%s ~]$ sqlplus / as sysdba\n\nConnected to:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\nSQL> alter system switch logfile;\n\nSystem altered.", "ora01", hcvOraSvc(), "ora01")
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("sqlplus /@%s_APP   # uses the wallet, no password on the command line", hcvOraSvc())
	}
	return hcvT("trap-no-secret", "shell", t)
}

func hcvTrTnsnames() Sample {
	svc := hcvOraSvc()
	t := fmt.Sprintf("%s =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCPS)(HOST = %s)(PORT = 2484))\n    (CONNECT_DATA =\n      (SERVER = DEDICATED)\n      (SERVICE_NAME = %s.%s)\n    )\n    (SECURITY = (SSL_SERVER_DN_MATCH = YES))\n  )", svc, hcvHost("ora"), strings.ToLower(svc), hcvP("corp.example.com", "world"))
	return hcvT("trap-no-secret", "config", t)
}

func hcvTrSqlnet() Sample {
	t := fmt.Sprintf("# sqlnet.ora\nWALLET_LOCATION =\n  (SOURCE = (METHOD = FILE)\n    (METHOD_DATA = (DIRECTORY = /u01/app/oracle/admin/%s/wallet)))\nSQLNET.WALLET_OVERRIDE = TRUE\nSSL_CLIENT_AUTHENTICATION = FALSE\nENCRYPTION_WALLET_LOCATION = (SOURCE=(METHOD=FILE)(METHOD_DATA=(DIRECTORY=/u01/app/oracle/admin/%s/wallet/tde)))", hcvOraSvc(), hcvOraSvc())
	return hcvT("trap-no-secret", "config", t)
}

func hcvTrMkstoreList() Sample {
	t := fmt.Sprintf("$ mkstore -wrl /u01/app/oracle/wallet -listCredential\nOracle Secret Store Tool Release 19.0.0.0.0 - Production\nEnter wallet password:\nList credential (index: connect_string username)\n2: %s_APP app_batch\n1: %s_RPT report_ro", hcvOraSvc(), hcvOraSvc())
	return hcvT("trap-password-prompt", "shell", t)
}

func hcvTrOrapkiDisplay() Sample {
	t := fmt.Sprintf("$ orapki wallet display -wallet /u01/app/oracle/wallet\nRequested Certificates:\nUser Certificates:\nSubject:        CN=%s,OU=DBA,O=%s,C=DE\nTrusted Certificates:\nSubject:        CN=%s Root CA,O=%s,C=DE\nSerial Number:  %s", hcvHost("ora"), hcvP("Nordlicht AG", "Globex GmbH"), hcvP("Nordlicht", "Globex"), hcvP("Nordlicht AG", "Globex GmbH"), strings.ToUpper(hcvHex(32)))
	return hcvT("trap-no-secret", "shell", t)
}

func hcvTrRedisACLUsers() Sample {
	t := fmt.Sprintf("127.0.0.1:6379> ACL USERS\n1) \"app\"\n2) \"default\"\n3) \"exporter\"\n4) \"ops\"\n127.0.0.1:6379> ACL WHOAMI\n\"ops\"\n127.0.0.1:6379> CONFIG GET maxmemory\n1) \"maxmemory\"\n2) \"%d\"", hcvN(1, 64)*1073741824)
	if rng.IntN(2) == 0 {
		t = "# redis.conf\n# requirepass is not used any more, auth is in users.acl\naclfile /etc/redis/users.acl\n# user default off\nprotected-mode yes"
		return hcvT("trap-no-secret", "config", t)
	}
	return hcvT("trap-no-secret", "shell", t)
}

func hcvTrCassYaml() Sample {
	t := fmt.Sprintf("cluster_name: '%s'\nnum_tokens: 16\nauthenticator: PasswordAuthenticator\nauthorizer: CassandraAuthorizer\nrole_manager: CassandraRoleManager\nroles_validity: 2000ms\nseed_provider:\n  - class_name: org.apache.cassandra.locator.SimpleSeedProvider\n    parameters:\n      - seeds: \"10.%d.1.11,10.%d.2.11\"", hcvP("prod-ring", "events", "ClusterA"), hcvN(1, 99), hcvN(1, 99))
	return hcvT("trap-no-secret", "yaml", t)
}

func hcvTrMongoX509() Sample {
	t := fmt.Sprintf("mongosh \"mongodb://%s:27017/?authMechanism=MONGODB-X509&authSource=$external\" --tls --tlsCertificateKeyFile /etc/ssl/mongo/ops.pem --tlsCAFile /etc/ssl/mongo/ca.pem", hcvHost("mongo"))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("security:\n  authorization: enabled\n  clusterAuthMode: x509\n  keyFile: /etc/mongo/keyfile\nnet:\n  tls:\n    mode: requireTLS\n    certificateKeyFile: /etc/ssl/mongo/%s.pem", strings.Split(hcvHost("mongo"), ".")[0])
		return hcvT("trap-no-secret", "yaml", t)
	}
	return hcvT("trap-no-secret", "shell", t)
}

func hcvTrChangeme() Sample {
	switch rng.IntN(3) {
	case 0:
		t := "# .env.example – copy to .env and CHANGE EVERY VALUE\nPOSTGRES_USER=app\nPOSTGRES_PASSWORD=changeme\nREDIS_PASSWORD=changeme\nMSSQL_SA_PASSWORD=<set-a-strong-one>"
		return hcvT("trap-placeholder", "env", t)
	case 1:
		t := "patroni:\n  authentication:\n    superuser:\n      password: \"CHANGE_ME\"   # generated by the installer, do not keep this\n    replication:\n      password: \"CHANGE_ME\""
		return hcvT("trap-placeholder", "yaml", t)
	default:
		t := "[client]\nuser=root\npassword=xxxxxxxx   ; fill in locally, never commit the real one"
		return hcvT("trap-placeholder", "ini", t)
	}
}

func hcvTrVaultCmd() Sample {
	t := fmt.Sprintf("$ vault kv get -field=password kv/dba/%s/sa > /dev/null && echo ok\nok\n$ vault kv metadata get kv/dba/%s/sa | grep -E 'current_version|updated_time'\ncurrent_version    %d\nupdated_time       %s", hcvP("sqlprd01", "pgcore", "oraprd"), hcvP("sqlprd01", "pgcore", "oraprd"), hcvN(2, 40), hcvTS())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("$ vault write database/config/%s plugin_name=postgresql-database-plugin connection_url=\"postgresql://{{username}}:{{password}}@%s:5432/postgres\" allowed_roles=\"readonly\" username=\"vault_admin\" password_authentication=scram-sha-256", hcvDB(), hcvHost("pg"))
	}
	return hcvT("trap-secret-reference", "shell", t)
}

func hcvTrAnsibleVault() Sample {
	var lines []string
	for i := 0; i < hcvN(3, 6); i++ {
		lines = append(lines, "          "+hcvHex(80))
	}
	t := fmt.Sprintf("mysql_root_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n%s\nmysql_bind_address: 0.0.0.0", strings.Join(lines, "\n"))
	return hcvT("trap-encrypted", "yaml", t)
}

func hcvTrAtlasPublic() Sample {
	t := fmt.Sprintf("Atlas org id: %s\nProject: %s (%s)\nProgrammatic API key: public part %s, owner %s – the private part is in the password manager.", hcvHex(24), hcvP("orders-prod", "analytics"), hcvHex(24), rnd(lower, 8), hcvWho())
	return hcvT("trap-public-id", "notes", t)
}
