package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps, part 2: replication status, ids, checksums, public material, talk about passwords.

func hcvTrap2Gens() []hcvGen {
	return []hcvGen{
		{6, hcvTrReplicaStatus}, {5, hcvTrRsStatus}, {5, hcvTrPgStatRepl}, {5, hcvTrNodetool}, {6, hcvTrRedisInfo},
		{5, hcvTrPlanHandle}, {5, hcvTrOraIds}, {6, hcvTrAwsIds}, {5, hcvTrAzureIds}, {6, hcvTrChecksums},
		{5, hcvTrPgBackRestInfo}, {4, hcvTrWalg}, {5, hcvTrThumbprint}, {5, hcvTrPublicKey}, {4, hcvTrCert},
		{4, hcvTrBytea}, {6, hcvTrTraceLog}, {7, hcvTrPolicyTalk}, {7, hcvTrResetTalk}, {5, hcvTrInventoryCSV},
		{4, hcvTrLicenceMail}, {5, hcvTrLiquibase}, {5, hcvTrMeetingRotation}, {4, hcvTrExplain},
	}
}

func hcvTrReplicaStatus() Sample {
	t := fmt.Sprintf("*************************** 1. row ***************************\n             Replica_IO_State: Waiting for source to send event\n                  Source_Host: %s\n                  Source_User: repl\n                  Source_Port: 3306\n              Source_Log_File: mysql-bin.%06d\n          Read_Source_Log_Pos: %d\n           Replica_IO_Running: Yes\n          Replica_SQL_Running: Yes\n        Seconds_Behind_Source: %d\n                  Source_UUID: %s\n           Retrieved_Gtid_Set: %s:%d-%d\n            Executed_Gtid_Set: %s:1-%d",
		hcvHost("my"), hcvN(1, 9999), hcvN(4, 999999999), hcvN(0, 40), hcvUUID(), hcvUUID(), hcvN(1, 999), hcvN(1000, 99999), hcvUUID(), hcvN(1000, 999999))
	return hcvT("trap-replication-status", "shell", t)
}

func hcvTrRsStatus() Sample {
	t := fmt.Sprintf("rs0 [primary] admin> rs.status().members.map(m => ({name: m.name, state: m.stateStr, optime: m.optime}))\n[\n  { name: '%s:27017', state: 'PRIMARY', optime: { ts: Timestamp({ t: %d, i: 3 }), t: Long('%d') } },\n  { name: '%s:27017', state: 'SECONDARY', optime: { ts: Timestamp({ t: %d, i: 1 }), t: Long('%d') } }\n]\nrs0 [primary] admin> db.orders.findOne({}, {_id: 1})\n{ _id: ObjectId('%s') }",
		hcvHost("mongo"), 1700000000+rng.IntN(9000000), hcvN(1, 300), hcvHost("mongo"), 1700000000+rng.IntN(9000000), hcvN(1, 300), hcvHex(24))
	return hcvT("trap-replication-status", "shell", t)
}

func hcvTrPgStatRepl() Sample {
	lsn := func() string { return fmt.Sprintf("%X/%s", hcvN(0, 0x3F), hcvHEX(8)) }
	t := fmt.Sprintf("postgres=# select application_name, client_addr, state, sent_lsn, replay_lsn, replay_lag from pg_stat_replication;\n application_name | client_addr  |   state   |   sent_lsn   |  replay_lsn  |   replay_lag\n------------------+--------------+-----------+--------------+--------------+-----------------\n %s        | 10.%d.%d.%d | streaming | %s | %s | 00:00:00.%06d\n(1 row)",
		hcvP("pg-dr-01", "standby1", "node3   "), hcvN(0, 255), hcvN(0, 255), hcvN(2, 254), lsn(), lsn(), hcvN(0, 999999))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("select pg_walfile_name(pg_current_wal_lsn());\n     pg_walfile_name\n--------------------------\n %08X%08X%08X\n(1 row)", hcvN(1, 9), hcvN(0, 200), hcvN(0, 255))
	}
	return hcvT("trap-replication-status", "sql", t)
}

func hcvTrNodetool() Sample {
	var rows []string
	for i := 0; i < 3; i++ {
		rows = append(rows, fmt.Sprintf("UN  10.%d.%d.%d  %d.%02d GiB  16      ?       %s  rack%d", hcvN(1, 99), hcvN(0, 255), hcvN(2, 254), hcvN(10, 900), hcvN(0, 99), hcvUUID(), i+1))
	}
	t := fmt.Sprintf("$ nodetool status %s\nDatacenter: dc1\n===============\nStatus=Up/Down\n|/ State=Normal/Leaving/Joining/Moving\n--  Address       Load        Tokens  Owns    Host ID                               Rack\n%s", hcvP("events", "telemetry"), strings.Join(rows, "\n"))
	return hcvT("trap-host-id", "shell", t)
}

func hcvTrRedisInfo() Sample {
	t := fmt.Sprintf("# Replication\nrole:master\nconnected_slaves:%d\nslave0:ip=10.%d.%d.%d,port=6379,state=online,offset=%d,lag=0\nmaster_failover_state:no-failover\nmaster_replid:%s\nmaster_replid2:%s\nmaster_repl_offset:%d",
		hcvN(1, 3), hcvN(0, 255), hcvN(0, 255), hcvN(2, 254), hcvN(1000, 999999999), hcvHex(40), strings.Repeat("0", 40), hcvN(1000, 999999999))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s: after the failover the new master_replid is %s, replicas did a partial resync so no full sync 🎉", hcvWho(), hcvHex(40))
		return hcvT("trap-replid", "chat", t)
	}
	return hcvT("trap-replid", "shell", t)
}

func hcvTrPlanHandle() Sample {
	t := fmt.Sprintf("query_hash          query_plan_hash     plan_handle\n0x%s  0x%s  0x06000%s\n\n-- forced the good plan:\nEXEC sp_query_store_force_plan @query_id = %d, @plan_id = %d;", hcvHEX(16), hcvHEX(16), hcvHEX(75), hcvN(100, 99999), hcvN(100, 99999))
	return hcvT("trap-plan-handle", "sql", t)
}

func hcvTrOraIds() Sample {
	sqlid := rnd("0123456789abcdfghjkmnpqrstuvwxyz", 13)
	t := fmt.Sprintf("AWR %s, DBID %d, snaps %d-%d:\nTop SQL by elapsed: sql_id %s (plan hash %d), %d execs. SCN at start of window: %d.\nRecommend a SQL profile, see %s.", hcvOraSvc(), hcvN(1000000000, 4000000000), hcvN(1000, 50000), hcvN(50001, 60000), sqlid, hcvN(100000000, 4000000000), hcvN(10, 99999), hcvN(100000000, 999999999999), hcvTicket())
	return hcvT("trap-oracle-ids", "notes", t)
}

func hcvTrAwsIds() Sample {
	acct := hcvDigits(12)
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Snapshot export:\n  snapshot: arn:aws:rds:eu-west-1:%s:snapshot:rds:%s-pg-prod-%s-02-10\n  KMS key:  arn:aws:kms:eu-west-1:%s:key/%s\n  IAM role: arn:aws:iam::%s:role/rds-s3-export\n  bucket:   s3://%s-rds-exports/", acct, hcvDB(), hcvDate()[:7], acct, hcvUUID(), acct, hcvP("acme", "globex"))
		return hcvT("trap-arn", "notes", t)
	case 1:
		t := fmt.Sprintf("$ aws rds describe-db-instances --db-instance-identifier %s-pg-prod --query 'DBInstances[0].[DbiResourceId,DBInstanceArn]'\n[\n    \"db-%s\",\n    \"arn:aws:rds:us-east-1:%s:db:%s-pg-prod\"\n]", hcvDB(), rnd(upper+digits, 26), acct, hcvDB())
		return hcvT("trap-arn", "shell", t)
	default:
		t := fmt.Sprintf("%s: the access key id in the CloudTrail event is masked as ****%s, and the user is rds-export-bot in account %s. Key itself was already deactivated.", hcvWho(), rnd(upper+"234567", 4), acct)
		return hcvT("trap-masked", "chat", t)
	}
}

func hcvTrAzureIds() Sample {
	sub := hcvUUID()
	t := fmt.Sprintf("Azure SQL MI: /subscriptions/%s/resourceGroups/rg-data-prod/providers/Microsoft.Sql/managedInstances/%s\nTenant ID: %s\nApp (client) ID of the migration SP: %s\nObject ID: %s", sub, hcvP("sqlmi-weu-01", "mi-crm-prod"), hcvUUID(), hcvUUID(), hcvUUID())
	return hcvT("trap-azure-ids", "notes", t)
}

func hcvTrChecksums() Sample {
	d := hcvDB()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("$ sha256sum /backup/%s_*.dump\n%s  /backup/%s_%s.dump\n%s  /backup/%s_%s.dump", d, hcvHex(64), d, hcvDate(), hcvHex(64), d, hcvDate())
		return hcvT("trap-checksum", "shell", t)
	case 1:
		t := fmt.Sprintf("RESTORE VERIFYONLY FROM DISK = N'\\\\nas01\\sqlbackup\\%s_full.bak' WITH CHECKSUM;\nThe backup set on file 1 is valid.\n-- backup_set_uuid %s, md5 of file %s", hcvTitle(d), strings.ToUpper(hcvUUID()), hcvHex(32))
		return hcvT("trap-checksum", "sql", t)
	default:
		t := fmt.Sprintf("Image for the restore test: registry.internal/dba/pg-restore@sha256:%s (built from %s)", hcvHex(64), hcvHex(40))
		return hcvT("trap-digest", "chat", t)
	}
}

func hcvTrPgBackRestInfo() Sample {
	lab := strings.ReplaceAll(hcvDate(), "-", "") + "-" + strings.ReplaceAll(hcvClock(), ":", "") + "00F"
	t := fmt.Sprintf("$ pgbackrest --stanza=main info\nstanza: main\n    status: ok\n    cipher: aes-256-cbc\n\n    db (current)\n        wal archive min/max (16): %08X%016X/%08X%016X\n\n        full backup: %s\n            timestamp start/stop: %s / %s\n            database size: %d.%dGB, database backup size: %d.%dGB",
		1, hcvN(0, 255), 1, hcvN(256, 4000), lab, hcvTS(), hcvTS(), hcvN(1, 900), hcvN(0, 9), hcvN(1, 900), hcvN(0, 9))
	return hcvT("trap-backup-label", "shell", t)
}

func hcvTrWalg() Sample {
	var rows []string
	for i := 0; i < 3; i++ {
		rows = append(rows, fmt.Sprintf("base_%08X%08X%08X %s %08X%08X%08X", 1, hcvN(0, 90), hcvN(0, 255), hcvTS(), 1, hcvN(0, 90), hcvN(0, 255)))
	}
	t := "$ wal-g backup-list\nname                                   modified                 wal_segment_backup_start\n" + strings.Join(rows, "\n")
	return hcvT("trap-backup-label", "shell", t)
}

func hcvTrThumbprint() Sample {
	tp := hcvHEX(40)
	t := fmt.Sprintf("Force encryption is on for %s. Cert thumbprint in SQL Server Configuration Manager: %s (CN=%s, expires %s). Clients need the root CA, nothing else.", hcvMsHost(), tp, hcvHost("ms"), hcvDate())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("PS> Get-ChildItem Cert:\\LocalMachine\\My | ? Subject -like '*%s*' | select Thumbprint, NotAfter\n\nThumbprint                               NotAfter\n----------                               --------\n%s %s", strings.Split(hcvHost("ms"), ".")[0], tp, hcvDate())
		return hcvT("trap-thumbprint", "shell", t)
	}
	return hcvT("trap-thumbprint", "notes", t)
}

func hcvTrPublicKey() Sample {
	k := "AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(b64url[:62]+"+/", 43)
	t := fmt.Sprintf("please add my key to the postgres user on the DB hosts:\n\nssh-ed25519 %s %s@laptop", k, strings.ToLower(hcvP("marta", "jonas", "priya", "kenji")))
	if rng.IntN(2) == 0 {
		body := hcvB64(270)
		t = fmt.Sprintf("# public key for the pgcrypto export (recipients encrypt with this)\n-----BEGIN PUBLIC KEY-----\n%s\n%s\n%s\n-----END PUBLIC KEY-----", body[:64], body[64:128], body[128:192])
		return hcvT("trap-public-key", "config", t)
	}
	return hcvT("trap-public-key", "chat", t)
}

func hcvTrCert() Sample {
	body := hcvB64(hcvN(500, 700))
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body)
	t := fmt.Sprintf("CA bundle for the MongoDB TLS connection (public, safe to share):\n\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----", strings.Join(lines, "\n"))
	return hcvT("trap-certificate", "chat", t)
}

func hcvTrBytea() Sample {
	png := append([]byte{0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a}, hcvBytes(hcvN(40, 80))...)
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("INSERT INTO product_images (product_id, mime, data) VALUES (%d, 'image/png', '\\x%x');", hcvN(1000, 99999), png)
		return hcvT("trap-binary", "sql", t)
	}
	t := fmt.Sprintf("{\"_id\": {\"$oid\": \"%s\"}, \"avatar\": {\"$binary\": {\"base64\": \"%s\", \"subType\": \"00\"}}, \"mime\": \"image/png\"}", hcvHex(24), base64.StdEncoding.EncodeToString(png))
	return hcvT("trap-binary", "json", t)
}

func hcvTrTraceLog() Sample {
	t := fmt.Sprintf("%s ERROR [orders-api] request_id=%s trace_id=%s span_id=%s pq: canceling statement due to statement timeout (query took %dms)\n%s WARN  [orders-api] request_id=%s retrying (attempt 2/3)", hcvTS(), hcvUUID(), hcvHex(32), hcvHex(16), hcvN(5000, 60000), hcvTS(), hcvUUID())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s LOG:  process %d acquired ShareLock on transaction %d after %d.%03d ms\n%s DETAIL:  Process holding the lock: %d. Wait queue: .\n%s CONTEXT:  while updating tuple (%d,%d) in relation \"orders\"\n%s STATEMENT:  UPDATE orders SET status='paid' WHERE id=%d", hcvTS(), hcvN(1000, 99999), hcvN(100000, 9999999), hcvN(1000, 9999), hcvN(0, 999), hcvTS(), hcvN(1000, 99999), hcvTS(), hcvN(0, 9999), hcvN(1, 80), hcvTS(), hcvN(1, 9999999))
	}
	return hcvT("trap-request-id", "log", t)
}

func hcvTrPolicyTalk() Sample {
	switch rng.IntN(4) {
	case 0:
		return hcvT("trap-password-talk", "wiki", fmt.Sprintf("Password policy for SQL logins: at least %d characters, CHECK_POLICY = ON, no reuse of the last %d, rotation every %s days for service accounts. Passwords are generated by the vault, never by hand.", hcvN(12, 20), hcvN(5, 24), hcvP("90", "180", "365")))
	case 1:
		return hcvT("trap-password-talk", "chat", fmt.Sprintf("%s: Oracle profile APP_PROFILE has PASSWORD_LIFE_TIME %d and FAILED_LOGIN_ATTEMPTS %d, that's why the batch user got locked again", hcvWho(), hcvN(60, 180), hcvN(3, 10)))
	case 2:
		return hcvT("trap-password-talk", "ticket", fmt.Sprintf("%s: please enforce scram-sha-256 on all PG clusters (password_encryption = 'scram-sha-256') and re-set the md5 passwords. Owner: %s.", hcvTicket(), hcvWho()))
	default:
		return hcvT("trap-password-talk", "mail", fmt.Sprintf("Hi team,\n\nreminder: the MongoDB Atlas passwords must not contain @ or : unless you URL-encode them in the connection string (%%40, %%3A). That's why %s's deploy failed yesterday.\n\n%s", hcvWho(), hcvWho()))
	}
}

func hcvTrResetTalk() Sample {
	u := hcvUser()
	switch rng.IntN(4) {
	case 0:
		return hcvT("trap-password-talk", "ticket", fmt.Sprintf("%s – resolved. I reset the password for %s and put it in 1Password (vault \"DBA prod\", item \"%s %s\"). Let me know if the app still fails.", hcvTicket(), u, hcvP("pgcore", "sqlprd01", "mongo-rs0"), u))
	case 1:
		return hcvT("trap-password-talk", "chat", fmt.Sprintf("%s: rotated the replication password on all 3 nodes, new one is in Vault under kv/dba/repl. patroni reloaded fine.", hcvWho()))
	case 2:
		return hcvT("trap-password-talk", "mail", fmt.Sprintf("Hello %s,\n\nyour account %s on %s has been unlocked. You will be asked to choose a new password at the next login.\n\nDBA team", hcvWho(), u, hcvHost("ora")))
	default:
		return hcvT("trap-password-talk", "memory", fmt.Sprintf("User stores all DB credentials in Bitwarden (collection 'DBA'); never suggest putting passwords in .pgpass on shared hosts. Prefers %s for prod access.", hcvP("IAM auth", "Kerberos", "the wallet")))
	}
}

func hcvTrInventoryCSV() Sample {
	var rows []string
	for i := 0; i < hcvN(3, 6); i++ {
		e := hcvP("pg", "my", "ms", "ora", "mongo", "redis", "cass")
		rows = append(rows, fmt.Sprintf("%s,%s,%d.%d,%s,%s,%s", hcvHost(e), e, hcvN(5, 19), hcvN(0, 9), hcvWho(), hcvP("prod", "stg", "dr"), hcvP("yes", "no")))
	}
	t := "host,engine,version,owner,env,backup_enabled\n" + strings.Join(rows, "\n")
	return hcvT("trap-inventory", "csv", t)
}

func hcvTrLicenceMail() Sample {
	t := fmt.Sprintf("Hi %s,\n\nthe %s renewal is done: order %d, invoice INV-%d, %d seats, valid until %s. The keys will be sent to the licence admin directly, you'll get an invite.\n\nBest,\n%s", hcvWho(), hcvP("Toad", "Redgate", "Navicat", "DataGrip"), hcvN(1000000, 9999999), hcvN(10000, 99999), hcvN(2, 20), hcvDate(), hcvWho())
	return hcvT("trap-order-number", "mail", t)
}

func hcvTrLiquibase() Sample {
	t := fmt.Sprintf("ID                     AUTHOR   FILENAME                          MD5SUM\n%s-add-index    %s   db/changelog/%s.sql   9:%s\n%s-drop-col     %s   db/changelog/%s.sql   9:%s", hcvDate(), strings.ToLower(hcvP("marta", "sven")), hcvDate(), hcvHex(32), hcvDate(), strings.ToLower(hcvP("priya", "kenji")), hcvDate(), hcvHex(32))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("+-----------+---------+---------------------+------+---------------------+---------+------------+\n| Category  | Version | Description         | Type | Installed On        | State   | Checksum   |\n+-----------+---------+---------------------+------+---------------------+---------+------------+\n| Versioned | %d      | add orders index    | SQL  | %s %s:00 | Success | %d |\n+-----------+---------+---------------------+------+---------------------+---------+------------+", hcvN(10, 99), hcvDate(), hcvClock(), hcvN(-2000000000, 2000000000))
	}
	return hcvT("trap-checksum", "shell", t)
}

func hcvTrMeetingRotation() Sample {
	t := fmt.Sprintf("DBA weekly %s\n\nAttendees: %s, %s, %s\n- Q%d password rotation: sa, SYS, postgres, replicator done; Cassandra superuser next week\n- Vault DB engine rollout: %d of %d clusters\n- Action: %s to remove the last hardcoded passwords from the cron jobs (%s)", hcvDate(), hcvWho(), hcvWho(), hcvWho(), hcvN(1, 4), hcvN(3, 9), hcvN(10, 14), hcvWho(), hcvTicket())
	return hcvT("trap-password-talk", "notes", t)
}

func hcvTrExplain() Sample {
	t := fmt.Sprintf("EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM sessions WHERE token_hash = '%s';\n Index Scan using sessions_token_hash_idx on sessions  (cost=0.56..8.58 rows=1 width=%d) (actual time=0.031..0.032 rows=1 loops=1)\n   Index Cond: (token_hash = '%s'::text)\n   Buffers: shared hit=%d\n Planning Time: 0.%03d ms\n Execution Time: 0.%03d ms", "\\x"+hcvHex(8)+"…", hcvN(40, 300), "\\x"+hcvHex(8)+"…", hcvN(3, 9), hcvN(50, 999), hcvN(20, 999))
	return hcvT("trap-no-secret", "sql", t)
}
