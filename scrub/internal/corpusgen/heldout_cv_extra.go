package main

import (
	"fmt"
	"strings"
)

// More single-secret DBA configs and commands, and their reference-only twins.

func hcvExtraGens() []hcvGen {
	return []hcvGen{
		{3, hcvExPgLdap}, {3, hcvExMyGR}, {3, hcvExOpsMgrAgent}, {3, hcvExRdConfigSet}, {3, hcvExMedusa},
		{3, hcvExEmcli}, {3, hcvExBarman}, {3, hcvExBcp}, {3, hcvExLiquibase}, {3, hcvExMydumper},
		{3, hcvExTerraform}, {3, hcvExAnsiblePlain}, {3, hcvExSQLAlchemy}, {3, hcvExKafkaSink},
		{5, hcvTrTerraformRef}, {5, hcvTrPgHba},
	}
}

func hcvExPgLdap() Sample {
	pw := hcvPwRand()
	pw = strings.ReplaceAll(pw, "\"", "")
	t := fmt.Sprintf("# pg_hba.conf\nhostssl all  +ldap_users  10.0.0.0/8  ldap ldapserver=ldap.%s ldapbasedn=\"ou=people,dc=corp,dc=example,dc=com\" ldapbinddn=\"cn=pg-bind,ou=svc,dc=corp,dc=example,dc=com\" ldapbindpasswd=\"%s\" ldapsearchattribute=uid\nhostssl all  all  10.0.0.0/8  scram-sha-256", hcvP("corp.example.com", "dc2.nordlicht.local"), pw)
	return hcvS("ldap-bind-password", "config", t, hcvL(pw), "pg-bind")
}

func hcvExMyGR() Sample {
	pw := hcvPwPlain()
	t := fmt.Sprintf("mysql> CHANGE REPLICATION SOURCE TO SOURCE_USER='rpl_user', SOURCE_PASSWORD='%s' FOR CHANNEL 'group_replication_recovery';\nQuery OK, 0 rows affected, 2 warnings (0.01 sec)\n\nmysql> START GROUP_REPLICATION;\nQuery OK, 0 rows affected (3.12 sec)", pw)
	return hcvS("replication-password", "sql", t, hcvL(pw), "rpl_user")
}

func hcvExOpsMgrAgent() Sample {
	k := hcvHex(24) + hcvHex(64)
	g := hcvHex(24)
	t := fmt.Sprintf("# /etc/mongodb-mms/automation-agent.config\nmmsGroupId=%s\nmmsApiKey=%s\nmmsBaseUrl=https://opsmanager.%s:8443\nlogFile=/var/log/mongodb-mms-automation/automation-agent.log", g, k, hcvP("corp.example.com", "infra.globex.io"))
	return hcvS("api-key", "config", t, hcvL(k), g)
}

func hcvExRdConfigSet() Sample {
	pw := rnd(alnum, hcvN(20, 40))
	h := hcvHost("redis")
	t := fmt.Sprintf("%s:6379> CONFIG SET requirepass \"%s\"\nOK\n%s:6379> CONFIG REWRITE\nOK", h, pw, h)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("Changed the cache password on %s, new requirepass is %s — app config PR is %s", h, pw, hcvTicket())
		return hcvS("redis-password", "chat", t, hcvL(pw), h)
	}
	return hcvS("redis-password", "shell", t, hcvL(pw), h)
}

func hcvExMedusa() Sample {
	pw := hcvPwPlain()
	t := fmt.Sprintf("[cassandra]\nconfig_file = /etc/cassandra/cassandra.yaml\ncql_username = medusa\ncql_password = %s\n\n[storage]\nstorage_provider = s3\nbucket_name = %s-cassandra-backups\nkey_file = /etc/medusa/credentials", pw, hcvP("acme", "globex"))
	return hcvS("db-password", "ini", t, hcvL(pw), "medusa")
}

func hcvExEmcli() Sample {
	pw := hcvOraPw()
	t := fmt.Sprintf("$ emcli login -username=sysman -password=%s\nLogin successful\n$ emcli get_targets -targets=oracle_database | grep %s", pw, hcvOraSvc())
	return hcvS("db-password", "shell", t, hcvL(pw), "sysman")
}

func hcvExBarman() Sample {
	pw, h := hcvPwURL(), hcvHost("pg")
	t := fmt.Sprintf("[%s]\ndescription = \"main cluster\"\nconninfo = host=%s user=barman dbname=postgres password=%s\nstreaming_conninfo = host=%s user=streaming_barman\nbackup_method = postgres\nstreaming_archiver = on\nslot_name = barman", strings.Split(h, ".")[0], h, pw, h)
	return hcvS("db-password", "ini", t, hcvL(pw), h)
}

func hcvExBcp() Sample {
	pw := hcvMsPw()
	d := hcvTitle(hcvDB())
	t := fmt.Sprintf("bcp %s.dbo.Orders out D:\\export\\orders.dat -S %s -U bulk_export -P %s -n -b 50000", d, hcvMsHost(), pw)
	return hcvS("db-password", "shell", t, hcvL(pw), "bulk_export")
}

func hcvExLiquibase() Sample {
	pw, h := hcvPwPlain(), hcvHost("pg")
	t := fmt.Sprintf("changeLogFile: db/changelog/db.changelog-master.yaml\nurl: jdbc:postgresql://%s:5432/%s\nusername: liquibase\npassword: %s\nliquibase.hub.mode: off", h, hcvDB(), pw)
	return hcvS("db-password", "properties", t, hcvL(pw), h)
}

func hcvExMydumper() Sample {
	pw, h := hcvPwPlain(), hcvHost("my")
	d := hcvDB()
	t := fmt.Sprintf("mydumper -h %s -u dump_ro -p %s -B %s -t 8 --compress -o /backup/%s-$(date +%%F)\nmyloader -h 127.0.0.1 -u root -d /backup/%s-%s -t 8 -o", h, pw, d, d, d, hcvDate())
	return hcvS("db-password", "shell", t, hcvL(pw), h)
}

func hcvExTerraform() Sample {
	pw := hcvPwPlain()
	eng := hcvP("postgres", "mysql")
	id := strings.ReplaceAll(hcvDB(), "_", "-") + "-" + eng + "-prod"
	t := fmt.Sprintf("resource \"aws_db_instance\" \"%s\" {\n  identifier        = \"%s\"\n  engine            = \"%s\"\n  engine_version    = \"%s\"\n  instance_class    = \"db.r6g.large\"\n  username          = \"dbadmin\"\n  password          = \"%s\" # FIXME use manage_master_user_password\n  storage_encrypted = true\n}", strings.ReplaceAll(id, "-", "_"), id, eng, map[string]string{"postgres": "16.3", "mysql": "8.0.36"}[eng], pw)
	return hcvS("db-password", "hcl", t, hcvL(pw), id)
}

func hcvExAnsiblePlain() Sample {
	pw, rp := hcvPwPlain(), hcvPwPlain()
	t := fmt.Sprintf("# group_vars/mysql_prod.yml\nmysql_root_password: %s\nmysql_replication_user: repl\nmysql_replication_password: %s\nmysql_innodb_buffer_pool_size: %dG", pw, rp, hcvN(4, 96))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("# group_vars/mysql_prod.yml\nmysql_root_password: \"{{ vault_mysql_root_password }}\"\nmysql_replication_user: repl\nmysql_replication_password: %s   # TODO vault this too\nmysql_innodb_buffer_pool_size: %dG", rp, hcvN(4, 96))
		return hcvS("replication-password", "yaml", t, hcvL(rp))
	}
	return hcvS("db-password", "yaml", t, hcvL(pw, rp))
}

func hcvExSQLAlchemy() Sample {
	u, pw, h, d := hcvUser(), hcvPwURL(), hcvHost(hcvP("pg", "my")), hcvDB()
	drv := hcvP("postgresql+psycopg", "mysql+pymysql")
	t := fmt.Sprintf(">>> from sqlalchemy import create_engine, text\n>>> eng = create_engine(\"%s://%s:%s@%s/%s\")\n>>> eng.connect().execute(text(\"select 1\")).scalar()\n1", drv, u, pw, h, d)
	return hcvS("db-password", "code", t, hcvL(pw), u, h)
}

func hcvExKafkaSink() Sample {
	pw, h := hcvPw(), hcvHost("pg")
	pw = strings.ReplaceAll(pw, "\"", "")
	t := fmt.Sprintf("{\n  \"name\": \"orders-jdbc-sink\",\n  \"config\": {\n    \"connector.class\": \"io.confluent.connect.jdbc.JdbcSinkConnector\",\n    \"connection.url\": \"jdbc:postgresql://%s:5432/%s\",\n    \"connection.user\": \"kafka_sink\",\n    \"connection.password\": \"%s\",\n    \"topics\": \"orders\",\n    \"insert.mode\": \"upsert\"\n  }\n}", h, hcvDB(), pw)
	return hcvS("db-password", "json", t, hcvL(pw), h)
}

func hcvTrTerraformRef() Sample {
	t := fmt.Sprintf("resource \"random_password\" \"db\" {\n  length  = 32\n  special = true\n}\n\nresource \"aws_db_instance\" \"%s\" {\n  username = \"dbadmin\"\n  password = random_password.db.result\n}\n\noutput \"db_password\" {\n  value     = random_password.db.result\n  sensitive = true\n}", hcvDB())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("resource \"aws_db_instance\" \"%s\" {\n  identifier                  = \"%s-prod\"\n  username                    = \"dbadmin\"\n  manage_master_user_password = true\n  master_user_secret_kms_key_id = aws_kms_key.rds.key_id\n}", hcvDB(), hcvDB())
	}
	return hcvT("trap-secret-reference", "hcl", t)
}

func hcvTrPgHba() Sample {
	t := fmt.Sprintf("# TYPE  DATABASE     USER        ADDRESS          METHOD\nlocal   all          postgres                     peer\nhostssl replication  replicator  10.%d.0.0/16     scram-sha-256\nhostssl %s      %s   10.%d.0.0/16     scram-sha-256\nhostssl all          +dba        10.0.0.0/8       ldap ldapserver=ldap.corp.example.com ldapprefix=\"uid=\" ldapsuffix=\",ou=people,dc=corp,dc=example,dc=com\"", hcvN(1, 99), hcvDB(), hcvUser(), hcvN(1, 99))
	return hcvT("trap-no-secret", "config", t)
}
