package main

import (
	"fmt"
	"strings"
)

// Redis, Cassandra, and the cloud and tooling credentials around the databases.

func hcvNoGens() []hcvGen {
	return []hcvGen{
		{5, hcvRdConf}, {5, hcvRdCli}, {3, hcvRdACL}, {3, hcvRdSentinel}, {4, hcvRdURL}, {2, hcvRdAzure},
		{4, hcvCsCqlsh}, {3, hcvCsRole}, {3, hcvCsRc}, {2, hcvCsKeystore}, {3, hcvCsNodetool}, {3, hcvCsAstra},
		{5, hcvAwsCreds}, {4, hcvGcpJSON}, {4, hcvVaultCreds}, {2, hcvDatadog}, {2, hcvGrafanaDS},
		{3, hcvCIHard}, {4, hcvSlackNotify}, {2, hcvTeamsAlert}, {2, hcvNewRelic}, {2, hcvHasura},
		{3, hcvAzStorageKeys}, {2, hcvGitToken},
	}
}

func hcvRdConf() Sample {
	pw := rnd(alnum, hcvN(24, 64))
	if rng.IntN(3) == 0 {
		pw = hcvPwURL()
	}
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("# redis.conf (replica)\nbind 0.0.0.0\nport 6379\nprotected-mode yes\nreplicaof %s 6379\nmasterauth %s\nrequirepass %s\nmaxmemory %dgb\nmaxmemory-policy allkeys-lru", hcvHost("redis"), pw, pw, hcvN(2, 64))
		return hcvS("redis-password", "config", t, hcvL(pw))
	}
	t := fmt.Sprintf("$ grep -E '^(requirepass|bind|port)' /etc/redis/redis.conf\nbind 127.0.0.1 -::1 10.%d.%d.%d\nport 6379\nrequirepass %s", hcvN(0, 255), hcvN(0, 255), hcvN(2, 254), pw)
	return hcvS("redis-password", "shell", t, hcvL(pw))
}

func hcvRdCli() Sample {
	pw, h := hcvPwPlain(), hcvHost("redis")
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("$ redis-cli -h %s -a '%s' --no-auth-warning INFO memory | grep used_memory_human\nused_memory_human:%d.%02dG", h, pw, hcvN(1, 60), hcvN(0, 99))
		return hcvS("redis-password", "shell", t, hcvL(pw), h)
	case 1:
		t := fmt.Sprintf("%s:6379> AUTH %s\nOK\n%s:6379> DBSIZE\n(integer) %d", h, pw, h, hcvN(1000, 90000000))
		return hcvS("redis-password", "shell", t, hcvL(pw), h)
	default:
		t := fmt.Sprintf("for the cache flush during the deploy: `redis-cli -h %s -p 6380 --tls --user ops --pass %s FLUSHDB ASYNC` — only db 3 pls, NOT 0", h, pw)
		return hcvS("redis-password", "chat", t, hcvL(pw), h)
	}
}

func hcvRdACL() Sample {
	p1, p2 := hcvPwPlain(), rnd(alnum, 32)
	t := fmt.Sprintf("# users.acl\nuser default off\nuser app on >%s ~app:* &app:* +@read +@write -@dangerous\nuser ops on >%s ~* &* +@all\nuser exporter on nopass ~* +info +ping +config|get", p1, p2)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("127.0.0.1:6379> ACL SETUSER sessions on >%s ~sess:* +get +set +del +expire\nOK\n127.0.0.1:6379> ACL SAVE\nOK", p1)
		return hcvS("redis-password", "shell", t, hcvL(p1))
	}
	return hcvS("redis-password", "config", t, hcvL(p1, p2))
}

func hcvRdSentinel() Sample {
	pw, h := hcvPwPlain(), hcvHost("redis")
	t := fmt.Sprintf("port 26379\nsentinel monitor mymaster %s 6379 2\nsentinel auth-pass mymaster %s\nsentinel down-after-milliseconds mymaster %d\nsentinel failover-timeout mymaster 60000", h, pw, hcvN(3, 30)*1000)
	return hcvS("redis-password", "config", t, hcvL(pw), h)
}

func hcvRdURL() Sample {
	pw, h := hcvPwURL(), hcvHost("redis")
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("CACHE_URL=rediss://default:%s@%s:6380/0\nCACHE_TTL=900\nSESSION_STORE=redis", pw, h)
		return hcvS("redis-password", "env", t, hcvL(pw), h)
	case 1:
		t := fmt.Sprintf("celery:\n  broker_url: redis://:%s@%s:6379/1\n  result_backend: redis://:%s@%s:6379/2\n  worker_concurrency: %d", pw, h, pw, h, hcvN(2, 16))
		return hcvS("redis-password", "yaml", t, hcvL(pw), h)
	default:
		t := fmt.Sprintf("r = redis.Redis.from_url(\"redis://sessions:%s@%s:6379/0\", socket_timeout=2)", pw, h)
		return hcvS("redis-password", "code", t, hcvL(pw), h)
	}
}

func hcvRdAzure() Sample {
	k1, k2 := hcvB64(32), hcvB64(32)
	name := hcvP("sessions-weu", "cache-prod-01", "globex-redis")
	t := fmt.Sprintf("$ az redis list-keys --name %s --resource-group rg-data-prod\n{\n  \"primaryKey\": \"%s\",\n  \"secondaryKey\": \"%s\"\n}", name, k1, k2)
	return hcvS("redis-access-key", "shell", t, hcvL(k1, k2), name)
}

func hcvCsCqlsh() Sample {
	pw, h := hcvPwPlain(), hcvHost("cass")
	u := hcvP("cassandra", "dba_admin", "ops")
	t := fmt.Sprintf("$ cqlsh %s 9042 -u %s -p %s --ssl\nConnected to %s at %s:9042\n[cqlsh 6.1.0 | Cassandra 4.1.%d | CQL spec 3.4.6 | Native protocol v5]\n%s@cqlsh> DESCRIBE KEYSPACES;", h, u, pw, hcvP("prod-ring", "events", "ClusterA"), h, hcvN(1, 6), u)
	return hcvS("db-password", "shell", t, hcvL(pw), h)
}

func hcvCsRole() Sample {
	u, pw := hcvUser(), hcvPw()
	pw = strings.ReplaceAll(pw, "'", "")
	ks := hcvP("events", "telemetry", "orders_ks", "sessions")
	t := fmt.Sprintf("CREATE ROLE %s WITH PASSWORD = '%s' AND LOGIN = true;\nGRANT SELECT ON KEYSPACE %s TO %s;\nGRANT MODIFY ON KEYSPACE %s TO %s;", u, pw, ks, u, ks, u)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("-- after bootstrap, get rid of the default superuser pw\nALTER ROLE cassandra WITH PASSWORD = '%s';\n-- and create our own superuser\nCREATE ROLE %s WITH PASSWORD = '%s' AND SUPERUSER = true AND LOGIN = true;", rnd(alnum, 40), u, pw)
		ap := t[strings.Index(t, "PASSWORD = '")+12:]
		ap = ap[:strings.Index(ap, "'")]
		return hcvS("db-password", "sql", t, hcvL(ap, pw), u)
	}
	return hcvS("db-password", "sql", t, hcvL(pw), u)
}

func hcvCsRc() Sample {
	pw := hcvPwPlain()
	t := fmt.Sprintf("; ~/.cassandra/cqlshrc\n[authentication]\nusername = ops_ro\npassword = %s\n\n[connection]\nhostname = %s\nport = 9042\nssl = true\n\n[ssl]\ncertfile = ~/.cassandra/ca.pem\nvalidate = true", pw, hcvHost("cass"))
	return hcvS("db-password", "ini", t, hcvL(pw), "ops_ro")
}

func hcvCsKeystore() Sample {
	kp, tp := hcvPwRand(), hcvPwRand()
	kp = strings.ReplaceAll(kp, "#", "")
	tp = strings.ReplaceAll(tp, "#", "")
	t := fmt.Sprintf("server_encryption_options:\n  internode_encryption: all\n  keystore: /etc/cassandra/conf/.keystore\n  keystore_password: \"%s\"\n  truststore: /etc/cassandra/conf/.truststore\n  truststore_password: \"%s\"\n  require_client_auth: true", kp, tp)
	return hcvS("keystore-password", "yaml", t, hcvL(kp, tp))
}

func hcvCsNodetool() Sample {
	pw := hcvPwPlain()
	ks := hcvP("events", "telemetry", "orders_ks")
	t := fmt.Sprintf("# weekly repair, node by node\nnodetool -h localhost -p 7199 -u jmxadmin -pw %s repair -pr --full %s", pw, ks)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("$ cat /etc/cassandra/jmxremote.password\n# role   password\njmxadmin %s\nmonitorRole %s", pw, rnd(alnum, 16))
		mp := t[strings.LastIndex(t, " ")+1:]
		return hcvS("jmx-password", "shell", t, hcvL(pw, mp), "jmxadmin")
	}
	return hcvS("jmx-password", "shell", t, hcvL(pw), "jmxadmin")
}

func hcvCsAstra() Sample {
	tok := hcvAstra()
	id := hcvUUID()
	t := fmt.Sprintf("ASTRA_DB_ID=%s\nASTRA_DB_REGION=%s\nASTRA_DB_KEYSPACE=%s\nASTRA_DB_APPLICATION_TOKEN=%s", id, hcvP("us-east1", "europe-west1", "eu-central-1"), hcvP("vectors", "events", "catalog"), tok)
	return hcvS("astra-token", "env", t, hcvL(tok), id)
}

func hcvAwsCreds() Sample {
	kid, ks := hcvAKIA(), hcvAWSSecret()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("[rds-snapshot-export]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", kid, ks, hcvP("eu-west-1", "us-east-1"))
		return hcvS("aws-key", "ini", t, hcvL(kid, ks))
	case 1:
		t := fmt.Sprintf("WALG_S3_PREFIX=s3://%s-wal/%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_REGION=eu-central-1\nWALG_COMPRESSION_METHOD=brotli", hcvP("acme", "globex", "nordlicht"), hcvDB(), kid, ks)
		return hcvS("aws-key", "env", t, hcvL(kid, ks))
	default:
		t := fmt.Sprintf("%s: the export job user is %s , secret %s — only has s3:PutObject on the dump bucket, rotate after the migration pls", hcvWho(), kid, ks)
		return hcvS("aws-key", "chat", t, hcvL(kid, ks))
	}
}

func hcvGcpJSON() Sample {
	kid := hcvHex(40)
	pem := hcvPEM()
	proj := hcvP("acme-data", "globex-analytics", "nordlicht-prod") + "-" + rnd(digits, 6)
	sa := hcvP("cloudsql-proxy", "dump-exporter", "bq-loader") + "@" + proj + ".iam.gserviceaccount.com"
	esc := strings.ReplaceAll(pem, "\n", "\\n") + "\\n"
	t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, kid, esc, sa, hcvDigits(21))
	return hcvS("gcp-service-account", "json", t, hcvL(kid, esc), sa)
}

func hcvVaultCreds() Sample {
	u := "v-token-readonly-" + rnd(alnum, 20) + "-" + rnd(digits, 10)
	pw := rnd(alnum, 5) + "-" + rnd(alnum, 15)
	lease := "database/creds/readonly/" + rnd(alnum, 24)
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("$ vault read database/creds/readonly\nKey                Value\n---                -----\nlease_id           %s\nlease_duration     1h\nlease_renewable    true\npassword           %s\nusername           %s", lease, pw, u)
		return hcvS("db-password", "shell", t, hcvL(pw), lease, u)
	}
	tok := hcvVault()
	t := fmt.Sprintf("export VAULT_ADDR=https://vault.%s:8200\nexport VAULT_TOKEN=%s\nvault write database/rotate-root/%s", hcvP("corp.example.com", "infra.globex.io"), tok, hcvDB())
	return hcvS("vault-token", "shell", t, hcvL(tok))
}

func hcvDatadog() Sample {
	api, pw := hcvHex(32), hcvPwPlain()
	h := hcvHost("pg")
	t := fmt.Sprintf("# /etc/datadog-agent/conf.d/postgres.d/conf.yaml\ninit_config:\ninstances:\n  - host: %s\n    port: 5432\n    username: datadog\n    password: %s\n    dbm: true\n    tags:\n      - env:prod\n\n# datadog.yaml has api_key: %s", h, pw, api)
	return hcvS("api-key", "yaml", t, hcvL(pw, api), h)
}

func hcvGrafanaDS() Sample {
	pw, tok := hcvPwPlain(), hcvGrafana()
	h := hcvHost("my")
	t := fmt.Sprintf("apiVersion: 1\ndatasources:\n  - name: MySQL-prod\n    type: mysql\n    url: %s:3306\n    user: grafana_ro\n    secureJsonData:\n      password: '%s'\n# provisioned with: curl -H \"Authorization: Bearer %s\" https://grafana.internal/api/datasources", h, pw, tok)
	return hcvS("grafana-token", "yaml", t, hcvL(pw, tok), h)
}

func hcvCIHard() Sample {
	pw := hcvPwPlain()
	t := fmt.Sprintf("jobs:\n  migrate:\n    runs-on: ubuntu-latest\n    services:\n      postgres:\n        image: postgres:16\n    env:\n      PGHOST: %s\n      PGUSER: flyway\n      PGPASSWORD: %s   # TODO move to secrets!!\n    steps:\n      - uses: actions/checkout@v4\n      - run: flyway -url=jdbc:postgresql://$PGHOST/%s migrate", hcvHost("pg"), pw, hcvDB())
	return hcvS("db-password", "yaml", t, hcvL(pw), "flyway")
}

func hcvSlackNotify() Sample {
	hook := hcvSlackHook()
	d := hcvDB()
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("#!/bin/sh\n# post backup result to #dba-alerts\nSTATUS=$1\ncurl -s -X POST -H 'Content-type: application/json' \\\n  --data \"{\\\"text\\\":\\\"%s backup: $STATUS on $(hostname)\\\"}\" \\\n  %s", d, hook)
		return hcvS("slack-webhook", "code", t, hcvL(hook))
	}
	bot := hcvXoxb()
	t := fmt.Sprintf("alerting:\n  slack:\n    webhook_url: %s\n    channel: \"#dba-oncall\"\n  slack_bot_token: %s  # for thread replies", hook, bot)
	return hcvS("slack-webhook", "yaml", t, hcvL(hook, bot))
}

func hcvTeamsAlert() Sample {
	hook := hcvTeamsHook()
	t := fmt.Sprintf("$params = @{ Uri = '%s'; Method = 'POST'; ContentType = 'application/json'; Body = (@{ text = \"Log shipping restore job failed on $env:COMPUTERNAME\" } | ConvertTo-Json) }\nInvoke-RestMethod @params", hook)
	return hcvS("teams-webhook", "code", t, hcvL(hook))
}

func hcvNewRelic() Sample {
	k := hcvNRAK()
	acct := hcvDigits(7)
	t := fmt.Sprintf("curl -s https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: %s' -d '{\"query\":\"{ actor { account(id: %s) { nrql(query: \\\"SELECT average(db.connections) FROM MysqlSample SINCE 1 day ago\\\") { results } } } }\"}'", k, acct)
	return hcvS("api-key", "shell", t, hcvL(k), acct)
}

func hcvHasura() Sample {
	sec, pw := rnd(alnum, hcvN(24, 40)), hcvPwURL()
	h := hcvHost("pg")
	t := fmt.Sprintf("  graphql-engine:\n    image: hasura/graphql-engine:v2.%d.0\n    environment:\n      HASURA_GRAPHQL_DATABASE_URL: postgres://hasura:%s@%s:5432/%s\n      HASURA_GRAPHQL_ADMIN_SECRET: %s\n      HASURA_GRAPHQL_ENABLE_CONSOLE: \"false\"", hcvN(30, 44), pw, h, hcvDB(), sec)
	return hcvS("admin-secret", "yaml", t, hcvL(pw, sec), h)
}

func hcvAzStorageKeys() Sample {
	k := hcvAzKey()
	acct := hcvP("sqlbackupsweu", "contosobak01", "globexdbdumps", "dwhstaging")
	t := fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("Handover – backups to blob\n\n* storage account: %s\n* container: sqlbackups\n* access key (key1): %s\n* retention: lifecycle rule deletes after 35 days", acct, k)
		return hcvS("azure-storage-key", "wiki", t, hcvL(k), acct)
	}
	return hcvS("azure-storage-key", "config", t, hcvL(k), acct)
}

func hcvGitToken() Sample {
	var tok string
	if rng.IntN(2) == 0 {
		tok = hcvGhp()
	} else {
		tok = hcvGlpat()
	}
	t := fmt.Sprintf("$ git clone https://oauth2:%s@%s/dba/schema-migrations.git\nCloning into 'schema-migrations'...\nremote: Enumerating objects: %d, done.", tok, hcvP("gitlab.corp.example.com", "github.com"), hcvN(200, 9000))
	return hcvS("git-token", "shell", t, hcvL(tok))
}
