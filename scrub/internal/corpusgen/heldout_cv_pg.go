package main

import (
	"fmt"
	"strings"
)

// PostgreSQL: connection strings, dumps and restores, streaming replication, Patroni, pgBackRest.

func hcvPgGens() []hcvGen {
	return []hcvGen{
		{7, hcvPgEnvURL}, {5, hcvPgPass}, {6, hcvPgDumpShell}, {5, hcvPgConninfo}, {5, hcvPgCreateRole},
		{3, hcvPgPatroni}, {2, hcvPgBackRest}, {2, hcvPgBouncerUsers}, {4, hcvPgPython}, {3, hcvPgJDBC},
		{4, hcvPgK8sSecret}, {4, hcvPgCompose}, {3, hcvPgRepmgr}, {3, hcvPgAirflow}, {3, hcvPgDebezium},
		{2, hcvPgIAMToken}, {3, hcvPgPostgrest}, {3, hcvPgRestoreChat},
	}
}

func hcvPgEnvURL() Sample {
	u, h, d, pw := hcvUser(), hcvHost("pg"), hcvDB(), hcvPwURL()
	port := hcvP("5432", "5433", "6432")
	scheme := hcvP("postgresql", "postgres")
	t := fmt.Sprintf(`# %s api - prod
APP_ENV=production
PORT=8080
DATABASE_URL=%s://%s:%s@%s:%s/%s?sslmode=%s
DB_POOL_SIZE=%d
REDIS_URL=redis://cache-01.internal:6379/0
LOG_LEVEL=info`, d, scheme, u, pw, h, port, d, hcvP("require", "verify-full"), hcvN(5, 40))
	return hcvS("db-password", "env", t, hcvL(pw), u, h)
}

func hcvPgPass() Sample {
	h1, h2 := hcvHost("pg"), hcvHost("pg")
	u1, u2 := hcvUser(), "replicator"
	p1, p2 := hcvPwPlain(), hcvPwURL()
	d := hcvDB()
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("$ cat ~/.pgpass\n%s:5432:%s:%s:%s\n%s:5432:replication:%s:%s\n$ chmod 600 ~/.pgpass", h1, d, u1, p1, h2, u2, p2)
		return hcvS("db-password", "shell", t, hcvL(p1, p2), h1, h2)
	}
	t := fmt.Sprintf("%s wrote:\n> can you put the reporting creds on the jump host?\n\ndone, added this line to /var/lib/pgsql/.pgpass on bastion-%02d:\n\n    %s:*:%s:%s:%s\n\nperms are 0600, owner postgres", hcvWho(), hcvN(1, 4), h1, d, u1, p1)
	return hcvS("db-password", "chat", t, hcvL(p1), h1, u1)
}

func hcvPgDumpShell() Sample {
	u, h, d, pw := hcvUser(), hcvHost("pg"), hcvDB(), hcvPwPlain()
	f := fmt.Sprintf("%s_%s.dump", d, strings.ReplaceAll(hcvDate(), "-", ""))
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("[postgres@%s ~]$ PGPASSWORD='%s' pg_dump -h %s -U %s -Fc -j 4 -f /backup/%s %s\n[postgres@%s ~]$ ls -lh /backup/%s\n-rw-r--r--. 1 postgres postgres %dG %s /backup/%s",
			"bkp01", pw, h, u, f, d, "bkp01", f, hcvN(2, 90), hcvClock(), f)
		return hcvS("db-password", "shell", t, hcvL(pw), h, u)
	case 1:
		t := fmt.Sprintf("#!/bin/bash\n# nightly logical backup of %s, cron 02:15\nset -euo pipefail\nexport PGPASSWORD=\"%s\"\nSTAMP=$(date +%%F)\npg_dump -h %s -U %s -Fc %s > /mnt/nfs/pg/%s_$STAMP.dump\nfind /mnt/nfs/pg -name '%s_*.dump' -mtime +14 -delete", d, pw, h, u, d, d, d)
		return hcvS("db-password", "code", t, hcvL(pw), h, u)
	default:
		t := fmt.Sprintf("restore into staging:\n\n%s\npg_restore --no-owner --role=%s -d \"host=%s user=%s password=%s dbname=%s\" -j 8 %s\n%s\n\ntook ~%d min, then ANALYZE", hcvFence+"bash", u, h, u, pw, d, f, hcvFence, hcvN(6, 80))
		return hcvS("db-password", "markdown", t, hcvL(pw), h, u)
	}
}

func hcvPgConninfo() Sample {
	h, pw := hcvHost("pg"), hcvPwPlain()
	slot := hcvP("replica_1", "standby_dr", "pg02_slot", "node3")
	t := fmt.Sprintf(`# postgresql.auto.conf on the new standby (written by pg_basebackup -R)
primary_conninfo = 'user=replicator password=%s channel_binding=prefer host=%s port=5432 sslmode=prefer application_name=%s'
primary_slot_name = '%s'
hot_standby = on`, pw, h, slot, slot)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s -> %s: standby on pg-dr-01 still not streaming. here's what it has:\n\nprimary_conninfo = 'host=%s port=5432 user=replicator password=%s application_name=%s'\n\nlog says FATAL: no pg_hba.conf entry for replication connection from host \"10.20.%d.%d\"", hcvWho(), hcvWho(), h, pw, slot, hcvN(0, 255), hcvN(2, 254))
		return hcvS("replication-password", "chat", t, hcvL(pw), h)
	}
	return hcvS("replication-password", "config", t, hcvL(pw), h)
}

func hcvPgCreateRole() Sample {
	u, d, pw := hcvUser(), hcvDB(), hcvPw()
	pw = strings.ReplaceAll(pw, "'", "")
	var t string
	switch rng.IntN(3) {
	case 0:
		t = fmt.Sprintf("-- %s: read-only role for the BI team\nCREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '%s';\nGRANT CONNECT ON DATABASE %s TO %s;\nGRANT USAGE ON SCHEMA public TO %s;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO %s;", hcvTicket(), u, pw, hcvDate(), d, u, u, u)
	case 1:
		t = fmt.Sprintf("%s=# ALTER USER %s WITH PASSWORD '%s';\nALTER ROLE\n%s=# \\q", d, u, pw, d)
	default:
		t = fmt.Sprintf("Ticket %s – comment by %s\n\nRotated the password for %s on %s as requested.\nNew one: %s\nPlease update the app config and close the ticket once deployed.", hcvTicket(), hcvWho(), u, d, pw)
		return hcvS("db-password", "ticket", t, hcvL(pw), u)
	}
	return hcvS("db-password", "sql", t, hcvL(pw), u)
}

func hcvPgPatroni() Sample {
	sp, rp := hcvPwRand(), hcvPwRand()
	name := fmt.Sprintf("pg-%s-%02d", hcvP("prod", "main", "core"), hcvN(1, 3))
	t := fmt.Sprintf(`scope: %s
name: %s
restapi:
  listen: 0.0.0.0:8008
etcd3:
  hosts: etcd-01:2379,etcd-02:2379,etcd-03:2379
postgresql:
  data_dir: /var/lib/postgresql/%d/main
  authentication:
    superuser:
      username: postgres
      password: "%s"
    replication:
      username: replicator
      password: "%s"
  parameters:
    max_connections: %d`, hcvP("pgcluster", "billing-ha", "core-ha"), name, hcvN(13, 17), sp, rp, hcvN(100, 500))
	return hcvS("db-password", "yaml", t, hcvL(sp, rp), name)
}

func hcvPgBackRest() Sample {
	kid, ks, cp := hcvAKIA(), hcvAWSSecret(), rnd(alnum+"+/", hcvN(40, 64))
	stanza := hcvP("main", "prod", "billing")
	t := fmt.Sprintf(`[global]
repo1-type=s3
repo1-s3-bucket=%s-pgbackrest
repo1-s3-endpoint=s3.%s.amazonaws.com
repo1-s3-region=%s
repo1-s3-key=%s
repo1-s3-key-secret=%s
repo1-cipher-type=aes-256-cbc
repo1-cipher-pass=%s
repo1-retention-full=%d
process-max=4

[%s]
pg1-path=/var/lib/postgresql/16/main`, hcvP("acme", "globex", "nordlicht"), "eu-west-1", "eu-west-1", kid, ks, cp, hcvN(2, 8), stanza)
	return hcvS("cloud-key", "ini", t, hcvL(kid, ks, cp))
}

func hcvPgBouncerUsers() Sample {
	u1, u2 := hcvUser(), "pgbouncer_admin"
	p1, p2 := hcvPwPlain(), hcvPwRand()
	t := fmt.Sprintf("# /etc/pgbouncer/userlist.txt  (auth_type = plain, legacy, TODO move to scram)\n\"%s\" \"%s\"\n\"%s\" \"%s\"", u1, p1, u2, p2)
	return hcvS("db-password", "config", t, hcvL(p1, p2), u1, u2)
}

func hcvPgPython() Sample {
	u, h, d, pw := hcvUser(), hcvHost("pg"), hcvDB(), hcvPw()
	pw = strings.ReplaceAll(pw, "\"", "")
	t := fmt.Sprintf(`import psycopg2

conn = psycopg2.connect(
    host="%s",
    port=5432,
    dbname="%s",
    user="%s",
    password="%s",  # TODO read from env
    connect_timeout=10,
)
with conn, conn.cursor() as cur:
    cur.execute("select count(*) from %s.events where created_at > now() - interval '1 day'")
    print(cur.fetchone())`, h, d, u, pw, d)
	return hcvS("db-password", "code", t, hcvL(pw), h, u)
}

func hcvPgJDBC() Sample {
	u, h, d, pw := hcvUser(), hcvHost("pg"), hcvDB(), hcvPwURL()
	t := fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true\nspring.datasource.hikari.maximum-pool-size=%d\nspring.jpa.hibernate.ddl-auto=validate", h, d, u, pw, hcvN(5, 30))
	return hcvS("db-password", "properties", t, hcvL(pw), h, u)
}

func hcvPgK8sSecret() Sample {
	u, pw := hcvUser(), hcvPwRand()
	ns := hcvP("billing", "data", "payments", "platform")
	t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: %s-db-credentials
  namespace: %s
type: Opaque
stringData:
  POSTGRES_USER: %s
  POSTGRES_PASSWORD: "%s"
  POSTGRES_DB: %s`, ns, ns, u, pw, hcvDB())
	return hcvS("db-password", "yaml", t, hcvL(pw), u)
}

func hcvPgCompose() Sample {
	pw := hcvPwPlain()
	t := fmt.Sprintf(`services:
  db:
    image: postgres:%d-alpine
    restart: unless-stopped
    environment:
      - POSTGRES_USER=postgres
      - POSTGRES_PASSWORD=%s
      - PGDATA=/var/lib/postgresql/data/pgdata
    volumes:
      - ./pgdata:/var/lib/postgresql/data
    ports:
      - "127.0.0.1:5432:5432"`, hcvN(13, 17), pw)
	return hcvS("db-password", "yaml", t, hcvL(pw))
}

func hcvPgRepmgr() Sample {
	h, pw := hcvHost("pg"), hcvPwURL()
	id := hcvN(1, 4)
	t := fmt.Sprintf("# /etc/repmgr.conf on node%d\nnode_id=%d\nnode_name='node%d'\nconninfo='host=%s user=repmgr password=%s dbname=repmgr connect_timeout=2'\ndata_directory='/var/lib/postgresql/15/main'\nfailover=automatic\npromote_command='repmgr standby promote -f /etc/repmgr.conf --log-to-file'", id, id, id, h, pw)
	return hcvS("replication-password", "config", t, hcvL(pw), h)
}

func hcvPgAirflow() Sample {
	u, h, d, pw := hcvUser(), hcvHost("pg"), hcvDB(), hcvPwURL()
	t := fmt.Sprintf("$ export AIRFLOW_CONN_%s_DB='postgres://%s:%s@%s:5432/%s'\n$ airflow connections get %s_db -o yaml | head -3\nconn_id: %s_db\nconn_type: postgres\nhost: %s", strings.ToUpper(d), u, pw, h, d, d, d, h)
	return hcvS("db-password", "shell", t, hcvL(pw), h, u)
}

func hcvPgDebezium() Sample {
	h, pw, d := hcvHost("pg"), hcvPw(), hcvDB()
	pw = strings.ReplaceAll(pw, "\"", "")
	t := fmt.Sprintf(`curl -s -X POST -H "Content-Type: application/json" http://connect:8083/connectors -d '{
  "name": "%s-cdc",
  "config": {
    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
    "database.hostname": "%s",
    "database.port": "5432",
    "database.user": "debezium",
    "database.password": "%s",
    "database.dbname": "%s",
    "topic.prefix": "%s",
    "plugin.name": "pgoutput",
    "slot.name": "debezium_%s"
  }
}'`, d, h, pw, d, d, d)
	return hcvS("db-password", "shell", t, hcvL(pw), h)
}

func hcvPgIAMToken() Sample {
	h := hcvRDS("pg")
	region := strings.Split(h, ".")[2]
	kid := "ASIA" + rnd(upper+"234567", 16)
	tok := "IQoJb3JpZ2luX2Vj" + strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(hcvB64(hcvN(220, 300)))
	sig := hcvHex(64)
	date := strings.ReplaceAll(hcvDate(), "-", "")
	out := fmt.Sprintf("%s:5432/?Action=connect&DBUser=iam_dba&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Frds-db%%2Faws4_request&X-Amz-Date=%sT%s00Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Security-Token=%s&X-Amz-Signature=%s",
		h, kid, date, region, date, strings.ReplaceAll(hcvClock(), ":", ""), tok, sig)
	t := fmt.Sprintf("$ aws rds generate-db-auth-token --hostname %s --port 5432 --username iam_dba\n%s\n$ export PGPASSWORD=\"$(!!)\"", h, out)
	return hcvS("aws-session-token", "shell", t, hcvL(kid, tok, sig), "iam_dba")
}

func hcvPgPostgrest() Sample {
	js := rnd(alnum, hcvN(32, 48))
	u, pw, h := "authenticator", hcvPwURL(), hcvHost("pg")
	t := fmt.Sprintf("# postgrest.conf\ndb-uri = \"postgres://%s:%s@%s:5432/%s\"\ndb-schemas = \"api\"\ndb-anon-role = \"web_anon\"\njwt-secret = \"%s\"\nserver-port = 3000", u, pw, h, hcvDB(), js)
	return hcvS("jwt-secret", "toml", t, hcvL(pw, js), h)
}

func hcvPgRestoreChat() Sample {
	h, d, pw := hcvHost("pg"), hcvDB(), hcvPw()
	u := hcvP("qa_user", "staging_ro", "dev_rw")
	who := hcvWho()
	t := fmt.Sprintf("[%s] %s: restore of %s from last night is done on %s\n[%s] %s: use %s / pw %s , it's only valid till friday\n[%s] %s: 👍 thx",
		hcvClock(), who, d, h, hcvClock(), who, u, pw, hcvClock(), hcvWho())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("[%s] %s: staging copy of %s ready — host %s, user %s, password: %s\n[%s] %s: merci!", hcvClock(), who, d, h, u, pw, hcvClock(), hcvWho())
	}
	return hcvS("db-password", "chat", t, hcvL(pw), h, u)
}
