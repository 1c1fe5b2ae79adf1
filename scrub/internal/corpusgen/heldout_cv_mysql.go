package main

import (
	"fmt"
	"strings"
)

// MySQL / MariaDB and MongoDB.

func hcvMyGens() []hcvGen {
	return []hcvGen{
		{5, hcvMyCnf}, {7, hcvMyDump}, {5, hcvMyChangeSource}, {4, hcvMyCreateUser}, {3, hcvMyXtra},
		{2, hcvMyProxySQL}, {2, hcvMyOrchestrator}, {3, hcvMyWordpress}, {3, hcvMyLaravel}, {3, hcvMyGoDSN},
		{3, hcvMyTempPw}, {3, hcvMyShellConnect},
		{5, hcvMgSRV}, {4, hcvMgShell}, {4, hcvMgCreateUser}, {3, hcvMgKeyFile}, {3, hcvMgDump},
		{3, hcvMgAtlasCLI}, {3, hcvMgCSFLE}, {3, hcvMyPscale},
	}
}

func hcvMyCnf() Sample {
	u, pw, h := hcvP("root", "backup_agent", "dbadmin", "monitor"), hcvPw(), hcvHost("my")
	pw = strings.NewReplacer("#", "", "\"", "").Replace(pw)
	t := fmt.Sprintf("# ~/.my.cnf on %s\n[client]\nuser=%s\npassword=\"%s\"\nhost=%s\n\n[mysqldump]\nsingle-transaction\nquick", hcvP("dbjump01", "bastion", "bkp02"), u, pw, h)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("[client]\nuser = %s\npassword = %s\nsocket = /var/run/mysqld/mysqld.sock\n\n[mysql]\nprompt = \\u@%s [\\d]>\\_", u, pw, strings.Split(h, ".")[0])
	}
	return hcvS("db-password", "ini", t, hcvL(pw), u)
}

func hcvMyDump() Sample {
	u, pw, h, d := hcvP("root", "backup_agent", "dump_ro"), hcvPwPlain(), hcvHost("my"), hcvDB()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("mysqldump -h %s -u %s -p%s --single-transaction --routines --triggers %s | gzip > /backup/%s-$(date +%%F).sql.gz", h, u, pw, d, d)
		return hcvS("db-password", "shell", t, hcvL(pw), h, u)
	case 1:
		t := fmt.Sprintf("$ mysql -h %s -u %s --password='%s' %s_restore < %s.sql\nmysql: [Warning] Using a password on the command line interface can be insecure.\n$ echo $?\n0", h, u, pw, d, d)
		return hcvS("db-password", "shell", t, hcvL(pw), h, u)
	default:
		t := fmt.Sprintf("Hi %s,\n\nthe dump you asked for is on sftp, but if you want to pull it yourself:\n\n  mysqldump --host=%s --user=%s --password=%s --set-gtid-purged=OFF %s > %s.sql\n\nPlease don't run it during business hours, it locks the MyISAM tables.\n\nCheers,\n%s", hcvWho(), h, u, pw, d, d, hcvWho())
		return hcvS("db-password", "mail", t, hcvL(pw), h, u)
	}
}

func hcvMyChangeSource() Sample {
	h, pw := hcvHost("my"), hcvPw()
	pw = strings.ReplaceAll(pw, "'", "")
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("STOP REPLICA;\nCHANGE REPLICATION SOURCE TO\n  SOURCE_HOST='%s',\n  SOURCE_PORT=3306,\n  SOURCE_USER='repl',\n  SOURCE_PASSWORD='%s',\n  SOURCE_AUTO_POSITION=1,\n  SOURCE_SSL=1;\nSTART REPLICA;\nSHOW REPLICA STATUS\\G", h, pw)
		return hcvS("replication-password", "sql", t, hcvL(pw), h)
	}
	file := fmt.Sprintf("mysql-bin.%06d", hcvN(1, 3000))
	t := fmt.Sprintf("runbook step 4 (re-point replica after failover):\n\nmysql> CHANGE MASTER TO MASTER_HOST='%s', MASTER_USER='repl', MASTER_PASSWORD='%s', MASTER_LOG_FILE='%s', MASTER_LOG_POS=%d;\nQuery OK, 0 rows affected, 8 warnings (0.03 sec)", h, pw, file, hcvN(4, 99999999))
	return hcvS("replication-password", "runbook", t, hcvL(pw), h, file)
}

func hcvMyCreateUser() Sample {
	u, pw, d := hcvUser(), hcvPw(), hcvDB()
	pw = strings.ReplaceAll(pw, "'", "")
	net := hcvP("10.%", "10.40.%", "%", "172.16.%")
	t := fmt.Sprintf("CREATE USER '%s'@'%s' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE, DELETE ON %s.* TO '%s'@'%s';\nFLUSH PRIVILEGES;", u, net, pw, d, u, net)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("MariaDB [(none)]> ALTER USER '%s'@'%s' IDENTIFIED BY '%s';\nQuery OK, 0 rows affected (0.004 sec)", u, net, pw)
	}
	return hcvS("db-password", "sql", t, hcvL(pw), u)
}

func hcvMyXtra() Sample {
	pw := hcvPwPlain()
	t := fmt.Sprintf("# /etc/cron.d/xtrabackup\n30 1 * * * mysql xtrabackup --backup --user=backup_agent --password=%s --target-dir=/data/backups/full-$(date +\\%%F) --parallel=%d >> /var/log/xtrabackup.log 2>&1", pw, hcvN(2, 8))
	return hcvS("db-password", "config", t, hcvL(pw), "backup_agent")
}

func hcvMyProxySQL() Sample {
	a, r := hcvPwPlain(), hcvPwPlain()
	t := fmt.Sprintf("admin_variables=\n{\n    admin_credentials=\"admin:%s;radmin:%s\"\n    mysql_ifaces=\"0.0.0.0:6032\"\n}\n\nmysql_variables=\n{\n    threads=%d\n    monitor_username=\"monitor\"\n    monitor_password=\"%s\"\n}", a, r, hcvN(2, 8), rnd(alnum, hcvN(14, 22)))
	mp := t[strings.Index(t, "monitor_password=\"")+18:]
	mp = mp[:strings.Index(mp, "\"")]
	return hcvS("db-password", "config", t, hcvL(a, r, mp), "radmin")
}

func hcvMyOrchestrator() Sample {
	tp, mp := hcvPwRand(), hcvPwRand()
	t := fmt.Sprintf(`{
  "Debug": false,
  "ListenAddress": ":3000",
  "MySQLTopologyUser": "orchestrator",
  "MySQLTopologyPassword": "%s",
  "MySQLOrchestratorHost": "%s",
  "MySQLOrchestratorPort": 3306,
  "MySQLOrchestratorDatabase": "orchestrator",
  "MySQLOrchestratorUser": "orc_backend",
  "MySQLOrchestratorPassword": "%s",
  "RecoverMasterClusterFilters": ["*"]
}`, tp, hcvHost("my"), mp)
	return hcvS("db-password", "json", t, hcvL(tp, mp), "orc_backend")
}

func hcvMyWordpress() Sample {
	pw := hcvPw()
	pw = strings.NewReplacer("'", "", "\\", "").Replace(pw)
	h := hcvHost("my")
	t := fmt.Sprintf("/** The name of the database for WordPress */\ndefine( 'DB_NAME', 'wp_%s' );\n\n/** Database username */\ndefine( 'DB_USER', 'wp_admin' );\n\n/** Database password */\ndefine( 'DB_PASSWORD', '%s' );\n\n/** Database hostname */\ndefine( 'DB_HOST', '%s' );", pick(hcvWords), pw, h)
	return hcvS("db-password", "code", t, hcvL(pw), h)
}

func hcvMyLaravel() Sample {
	pw := hcvPwPlain()
	h := hcvHost("my")
	t := fmt.Sprintf("APP_NAME=%s\nAPP_ENV=production\nAPP_DEBUG=false\n\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_PORT=3306\nDB_DATABASE=%s\nDB_USERNAME=laravel\nDB_PASSWORD=%s\n\nQUEUE_CONNECTION=redis", hcvTitle(pick(hcvWords)), h, hcvDB(), pw)
	return hcvS("db-password", "env", t, hcvL(pw), h)
}

func hcvMyGoDSN() Sample {
	u, pw, h, d := hcvUser(), hcvPwURL(), hcvHost("my"), hcvDB()
	t := fmt.Sprintf("func openDB() (*sql.DB, error) {\n\t// FIXME: hardcoded for the migration window only\n\tdsn := \"%s:%s@tcp(%s:3306)/%s?parseTime=true&tls=skip-verify\"\n\treturn sql.Open(\"mysql\", dsn)\n}", u, pw, h, d)
	return hcvS("db-password", "code", t, hcvL(pw), h, u)
}

func hcvMyTempPw() Sample {
	pw := rnd(alnum+"#;:<>!%&*()", 12)
	pw = rnd(upper+lower, 1) + pw[1:]
	t := fmt.Sprintf("[root@%s ~]# grep 'temporary password' /var/log/mysqld.log\n%sT%s:%02d.%06dZ 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: %s\n[root@%s ~]# mysql_secure_installation", strings.Split(hcvHost("my"), ".")[0], hcvDate(), hcvClock(), hcvN(0, 59), hcvN(0, 999999), pw, "db")
	return hcvS("db-password", "shell", t, hcvL(pw))
}

func hcvMyShellConnect() Sample {
	pw, h := hcvPwURL(), hcvHost("my")
	t := fmt.Sprintf("MySQL  JS > shell.connect('clusteradmin:%s@%s:3306')\nCreating a session to 'clusteradmin@%s:3306'\nFetching schema names for auto-completion... Press ^C to stop.\nMySQL  %s:3306 ssl  JS > var cluster = dba.getCluster()", pw, h, h, h)
	return hcvS("db-password", "shell", t, hcvL(pw), h)
}

func hcvMgSRV() Sample {
	u, pw := hcvUser(), hcvPwURL()
	cl := fmt.Sprintf("cluster%d.%s.mongodb.net", hcvN(0, 3), rnd(lower+digits, 5))
	d := hcvDB()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("MONGODB_URI=mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority\nMONGODB_DB=%s", u, pw, cl, d, d)
		return hcvS("db-password", "env", t, hcvL(pw), u, cl)
	case 1:
		t := fmt.Sprintf("spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://%s:%s@%s/%s?authSource=admin\n      auto-index-creation: false", u, pw, cl, d)
		return hcvS("db-password", "yaml", t, hcvL(pw), u, cl)
	default:
		h1, h2, h3 := hcvHost("mongo"), hcvHost("mongo"), hcvHost("mongo")
		t := fmt.Sprintf("const client = new MongoClient(\n  \"mongodb://%s:%s@%s:27017,%s:27017,%s:27017/%s?replicaSet=rs0&authSource=admin\"\n);\nawait client.connect();", u, pw, h1, h2, h3, d)
		return hcvS("db-password", "code", t, hcvL(pw), u, h1)
	}
}

func hcvMgShell() Sample {
	pw, h := hcvPw(), hcvHost("mongo")
	pw = strings.ReplaceAll(pw, "'", "")
	u := hcvP("admin", "clusterAdmin", "dba_root", "opsuser")
	t := fmt.Sprintf("$ mongosh \"mongodb://%s:27017/?replicaSet=rs0\" -u %s -p '%s' --authenticationDatabase admin\nCurrent Mongosh Log ID:\t%s\nConnecting to:\t\tmongodb://<credentials>@%s:27017/?replicaSet=rs0\nUsing MongoDB:\t\t%d.0.%d\nrs0 [primary] test>", h, u, pw, hcvHex(24), h, hcvN(5, 8), hcvN(1, 14))
	return hcvS("db-password", "shell", t, hcvL(pw), h, u)
}

func hcvMgCreateUser() Sample {
	u, pw, d := hcvUser(), hcvPw(), hcvDB()
	pw = strings.ReplaceAll(pw, "\"", "")
	t := fmt.Sprintf("use admin\ndb.createUser({\n  user: \"%s\",\n  pwd: \"%s\",\n  roles: [ { role: \"readWrite\", db: \"%s\" }, { role: \"read\", db: \"reporting\" } ]\n})", u, pw, d)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("rs0 [primary] admin> db.changeUserPassword(\"%s\", \"%s\")\n{ ok: 1, '$clusterTime': { clusterTime: Timestamp({ t: %d, i: 1 }) }, operationTime: Timestamp({ t: %d, i: 1 }) }", u, pw, 1700000000+rng.IntN(9000000), 1700000000+rng.IntN(9000000))
	}
	return hcvS("db-password", "shell", t, hcvL(pw), u)
}

func hcvMgKeyFile() Sample {
	l1, l2 := hcvB64(48), hcvB64(48)
	t := fmt.Sprintf("$ openssl rand -base64 96 > /etc/mongo/keyfile && chmod 400 /etc/mongo/keyfile\n$ cat /etc/mongo/keyfile\n%s\n%s\n$ scp /etc/mongo/keyfile %s:/etc/mongo/", l1, l2, hcvHost("mongo"))
	return hcvS("mongo-keyfile", "shell", t, hcvL(l1, l2))
}

func hcvMgDump() Sample {
	u, pw, h, d := hcvUser(), hcvPwURL(), hcvHost("mongo"), hcvDB()
	t := fmt.Sprintf("mongodump --uri=\"mongodb://%s:%s@%s:27017/%s?authSource=admin\" --gzip --archive=/backup/%s-%s.gz\nmongorestore --uri=\"mongodb://%s:%s@%s:27017/?authSource=admin\" --gzip --archive=/backup/%s-%s.gz --nsFrom='%s.*' --nsTo='%s_restore.*'",
		u, pw, h, d, d, hcvDate(), u, pw, h, d, hcvDate(), d, d)
	return hcvS("db-password", "shell", t, hcvL(pw), h, u)
}

func hcvMgAtlasCLI() Sample {
	pub, priv, org := rnd(lower, 8), hcvUUID(), hcvHex(24)
	t := fmt.Sprintf("# ~/.config/atlascli/config.toml\n[default]\n  org_id = \"%s\"\n  output = \"json\"\n  public_api_key = \"%s\"\n  private_api_key = \"%s\"\n  service = \"cloud\"", org, pub, priv)
	return hcvS("atlas-api-key", "toml", t, hcvL(priv), org, pub)
}

func hcvMgCSFLE() Sample {
	k := hcvB64(96)
	t := fmt.Sprintf("# dev only - in prod the CMK comes from KMS\nlocal_master_key = base64.b64decode(\n    \"%s\"\n)\nkms_providers = {\"local\": {\"key\": local_master_key}}\nkey_vault_namespace = \"encryption.__keyVault\"", k)
	return hcvS("encryption-key", "code", t, hcvL(k))
}

func hcvMyPscale() Sample {
	pw := hcvPscale()
	name := hcvP("main-app", "migration-bot", "readonly-bi")
	h := hcvP("aws.connect.psdb.cloud", "gcp.connect.psdb.cloud")
	user := rnd(lower+digits, 12)
	t := fmt.Sprintf("$ pscale password create %s main %s\nPassword %s was successfully created in %s/main.\nPlease save the values below as they will not be shown again\n\n  NAME        USERNAME       ACCESS HOST URL          ROLE    PLAIN TEXT\n  %s  %s   %s   admin   %s",
		hcvDB(), name, name, hcvDB(), name, user, h, pw)
	return hcvS("db-password", "shell", t, hcvL(pw), user)
}
