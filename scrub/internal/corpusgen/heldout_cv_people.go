package main

import (
	"fmt"
	"strings"
)

// What DBAs tell each other: handovers, tickets, on-call notes, the data centre, the consoles.

func hcvPeopleGens() []hcvGen {
	return []hcvGen{
		{5, hcvPpHandoverMail}, {4, hcvPpTicketReset}, {4, hcvPpDCCodes}, {3, hcvPpSafe}, {3, hcvPpTOTP},
		{2, hcvPpRecovery}, {3, hcvPpResetLink}, {3, hcvPpCookie}, {3, hcvPpBearer}, {3, hcvPpAzureApp},
		{2, hcvPpRefresh}, {4, hcvPpLicence}, {3, hcvPpWifi}, {2, hcvPpCSV}, {2, hcvPpMdTable},
		{4, hcvPpDiff}, {3, hcvPpTranscript}, {4, hcvPpLang}, {3, hcvPpLocker}, {3, hcvPpOnCall},
		{3, hcvPpMemory}, {2, hcvPpSSHKey},
	}
}

func hcvPpHandoverMail() Sample {
	who, me := hcvWho(), hcvWho()
	h, pw := hcvHost(hcvP("pg", "my", "ms")), hcvPw()
	u := hcvP("dba_breakglass", "emergency_dba", "sa_oncall")
	t := fmt.Sprintf("Hi %s,\n\nas discussed, a few things for your first on-call week:\n\n1. Monitoring is in Grafana, folder \"DB\".\n2. Break-glass account on %s: %s\n   password: %s\n   (log every use in the DBA channel, it's audited)\n3. Restores are documented in the wiki under Runbooks > Restore.\n\nShout if anything is unclear.\n%s", who, h, u, pw, me)
	return hcvS("db-password", "mail", t, hcvL(pw), h, u)
}

func hcvPpTicketReset() Sample {
	u, pw := hcvUser(), hcvPwHuman()
	tk := hcvTicket()
	t := fmt.Sprintf("%s  | Status: Resolved\nReporter: %s\n> svc account %s is locked out on %s, jobs failing since 3am\n\nResolution (%s): unlocked and set a temporary password %s — the app team has to change it at next deploy.", tk, hcvWho(), u, hcvHost("ms"), hcvWho(), pw)
	return hcvS("db-password", "ticket", t, hcvL(pw), tk, u)
}

func hcvPpDCCodes() Sample {
	cage, alarm := rnd(digits, hcvN(4, 6)), rnd(digits, hcvN(4, 6))
	site := hcvP("Equinix FR5", "Interxion AMS7", "DC Nord (Hamburg)", "Telehouse North", "DR site Porto")
	t := fmt.Sprintf("Meeting notes %s – DR test prep\n\n- %s will be on site at %s on Saturday\n- cage %s-%02d, door code %s, alarm code %s (disarm within 30 s)\n- bring the LTO tapes for the restore test\n- Rollback plan: see %s", hcvDate(), hcvWho(), site, strings.ToUpper(rnd(upper, 1)), hcvN(1, 40), cage, alarm, hcvTicket())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s: at %s for the disk swap, what's the cage code again?\n%s: %s, and the alarm panel is already disarmed by facilities", hcvWho(), site, hcvWho(), cage)
		return hcvS("door-code", "chat", t, hcvL(cage), site)
	}
	return hcvS("door-code", "notes", t, hcvL(cage, alarm), site)
}

func hcvPpSafe() Sample {
	code := rnd(digits, hcvN(4, 8))
	t := fmt.Sprintf("The sealed envelope with the sa and SYS passwords is in the grey safe in room %d.%02d. Safe combination: %s. Log in the sheet on the door who opened it and why.", hcvN(1, 4), hcvN(1, 40), code)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("%s: where are the HSM smartcards?\n%s: key safe next to the tape robot, combo is %s\n%s: ty", hcvWho(), hcvWho(), code, hcvWho())
		return hcvS("safe-code", "chat", t, hcvL(code))
	}
	return hcvS("safe-code", "wiki", t, hcvL(code))
}

func hcvPpTOTP() Sample {
	seed := hcvTOTP()
	acct := hcvP("dba-breakglass", "root@atlas-prod", "oracle-cloud-admin", "rds-master")
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("2FA for the shared %s login (add to the team authenticator, NOT your phone):\n\notpauth://totp/%s?secret=%s&issuer=%s&digits=6&period=30", acct, acct, seed, hcvP("MongoDB%20Atlas", "AWS", "OCI"))
		return hcvS("totp-seed", "notes", t, hcvL(seed), acct)
	}
	t := fmt.Sprintf("MFA seed for %s (for the vault entry): %s", acct, seed)
	return hcvS("totp-seed", "chat", t, hcvL(seed), acct)
}

func hcvPpRecovery() Sample {
	var codes []string
	n := hcvN(3, 4)
	for i := 0; i < n; i++ {
		codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
	}
	t := fmt.Sprintf("Recovery codes for the %s org owner account (each works once):\n\n%s\n\nStore in the safe, then delete this page.", hcvP("MongoDB Atlas", "Aiven", "Azure SQL", "Snowflake"), strings.Join(codes, "\n"))
	return hcvS("recovery-code", "wiki", t, codes)
}

func hcvPpResetLink() Sample {
	tok := rnd(b64url, hcvN(32, 64))
	host := hcvP("cloud.mongodb.com", "console.aiven.io", "opsmanager.corp.example.com", "pgadmin.internal")
	t := fmt.Sprintf("From: no-reply@%s\nSubject: Reset your password\n\nHello %s,\n\nUse the link below within 60 minutes to choose a new password:\n\nhttps://%s/account/reset-password?token=%s\n\nIf you did not ask for this, ignore this e-mail.", host, hcvWho(), host, tok)
	return hcvS("reset-token", "mail", t, hcvL(tok), host)
}

func hcvPpCookie() Sample {
	if rng.IntN(2) == 0 {
		v := hcvUUID() + "!" + hcvB64(32)
		t := fmt.Sprintf("GET /browser/sql/ HTTP/1.1\nHost: pgadmin.%s\nCookie: pga4_session=%s; PGADMIN_LANGUAGE=en\nUser-Agent: Mozilla/5.0", hcvP("internal", "corp.example.com"), v)
		return hcvS("session-cookie", "http", t, hcvL(v))
	}
	v := rnd(lower+digits, 26)
	t := fmt.Sprintf("curl 'https://dbadmin.%s/phpmyadmin/index.php?route=/server/status' -H 'Cookie: phpMyAdmin=%s; pma_lang=en' --compressed", hcvP("example.com", "globex.io"), v)
	return hcvS("session-cookie", "shell", t, hcvL(v))
}

func hcvPpBearer() Sample {
	tok := hcvJWT(hcvP("dba-bot", "backup-runner", "ops-api"))
	proj := hcvHex(24)
	t := fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" https://api.%s/v1/projects/%s/backups | jq '.[0].status'\n\"COMPLETED\"", tok, hcvP("aiven.io", "dbaas.internal", "ops.corp.example.com"), proj)
	return hcvS("bearer-token", "shell", t, hcvL(tok), proj)
}

func hcvPpAzureApp() Sample {
	sec := hcvAzSecret()
	cid, tid := hcvUUID(), hcvUUID()
	t := fmt.Sprintf("Azure AD app for the Entra-auth SQL migration tool:\n  tenant:        %s\n  client id:     %s\n  client secret: %s   (expires %s)\nGranted db_owner on the target DB via CREATE USER [sql-migrator] FROM EXTERNAL PROVIDER.", tid, cid, sec, hcvDate())
	return hcvS("oauth-client-secret", "notes", t, hcvL(sec), cid, tid)
}

func hcvPpRefresh() Sample {
	rt := "1//0" + rnd(alnum+"-_", hcvN(90, 110))
	cid := hcvDigits(12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	t := fmt.Sprintf("[bigquery_export]\nclient_id = %s\nclient_secret = GOCSPX-%s\nrefresh_token = %s", cid, rnd(alnum+"-_", 28), rt)
	cs := t[strings.Index(t, "GOCSPX-") : strings.Index(t, "GOCSPX-")+35]
	return hcvS("refresh-token", "ini", t, hcvL(cs, rt), cid)
}

func hcvPpLicence() Sample {
	var key string
	for i := 0; i < 5; i++ {
		if i > 0 {
			key += "-"
		}
		key += rnd(upper+digits, 5)
	}
	prod := hcvP("Toad for Oracle Xpert", "Redgate SQL Toolbelt", "Navicat Premium 16", "DBeaver Enterprise", "dbForge Studio for SQL Server")
	po := fmt.Sprintf("PO-%d", hcvN(10000, 99999))
	t := fmt.Sprintf("Hi all,\n\nrenewal went through (%s). %s licence key for the team, 5 seats:\n\n%s\n\nDon't paste it into public forums, it's tied to our company account.\n\n%s", po, prod, key, hcvWho())
	return hcvS("licence-key", "mail", t, hcvL(key), po)
}

func hcvPpWifi() Sample {
	key := hcvPwHuman()
	ssid := hcvP("DR-Site-Staff", "Porto-DC-Guest", "NOC-Ops", "Lab-Restore")
	t := fmt.Sprintf("## DR site practicalities\n\n- badge pickup at reception, ask for facilities\n- wifi: SSID %s, key %s\n- the restore workstation is DESK-%02d, log in with your AD account", ssid, key, hcvN(1, 30))
	return hcvS("wifi-key", "markdown", t, hcvL(key), ssid)
}

func hcvPpCSV() Sample {
	p1, p2 := hcvPwRand(), hcvPwRand()
	p1 = strings.ReplaceAll(p1, ",", "")
	p2 = strings.ReplaceAll(p2, ",", "")
	h1, h2 := hcvHost("pg"), hcvHost("my")
	t := fmt.Sprintf("host,port,engine,user,password,owner\n%s,5432,postgres,svc_billing,%s,%s\n%s,3306,mysql,app_user,%s,%s\n%s,27017,mongodb,ops,,x509 only", h1, p1, hcvWho(), h2, p2, hcvWho(), hcvHost("mongo"))
	return hcvS("db-password", "csv", t, hcvL(p1, p2), h1, h2)
}

func hcvPpMdTable() Sample {
	p1, p2 := hcvPw(), hcvPw()
	p1 = strings.ReplaceAll(p1, "|", "")
	p2 = strings.ReplaceAll(p2, "|", "")
	t := fmt.Sprintf("| Instance | Login | Password | Notes |\n|---|---|---|---|\n| %s | sa | %s | disabled after cutover |\n| %s | dba_ops | %s | sysadmin |\n| %s | (Windows auth) | – | use your -adm account |", strings.ToUpper(strings.Split(hcvHost("ms"), ".")[0]), p1, strings.ToUpper(strings.Split(hcvHost("ms"), ".")[0]), p2, strings.ToUpper(strings.Split(hcvHost("ms"), ".")[0]))
	return hcvS("db-password", "markdown", t, hcvL(p1, p2), "dba_ops")
}

func hcvPpDiff() Sample {
	old, nw := hcvPwPlain(), hcvPwPlain()
	f := hcvP("config/production.yml", "deploy/values-prod.yaml", "src/main/resources/application-prod.properties")
	key, sep, ind := hcvP("password", "db_password"), ": ", "  "
	if strings.HasSuffix(f, ".properties") {
		key, sep, ind = "spring.datasource.password", "=", ""
	}
	author := hcvWho()
	mail := strings.ToLower(strings.NewReplacer("í", "i", "é", "e", "É", "e").Replace(author))
	line := hcvN(3, 40)
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s@example.com>\n\n    rotate db password after %s\n\ndiff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n %shost%s%s\n-%s%s%s%s\n+%s%s%s%s\n %spool%s%d",
		hcvHex(40), author, mail, hcvTicket(), f, f, f, f, line, line, ind, sep, hcvHost("pg"), ind, key, sep, old, ind, key, sep, nw, ind, sep, hcvN(5, 30))
	return hcvS("db-password", "diff", t, hcvL(old, nw), f)
}

func hcvPpTranscript() Sample {
	w1, w2 := pick(hcvWords), pick(hcvWords)
	n := rnd(digits, 2)
	pw := w1 + "-" + w2 + "-" + n
	t := fmt.Sprintf("[00:%02d:%02d] %s: ...so for the replica I set it to %s, all lowercase, dashes between.\n[00:%02d:%02d] %s: and the app side?\n[00:%02d:%02d] %s: the app still uses its own account, nothing changes there.", hcvN(10, 59), hcvN(0, 59), hcvWho(), pw, hcvN(10, 59), hcvN(0, 59), hcvWho(), hcvN(10, 59), hcvN(0, 59), hcvWho())
	return hcvS("db-password", "transcript", t, hcvL(pw))
}

func hcvPpLang() Sample {
	pw := hcvPw()
	h := hcvHost(hcvP("pg", "my", "ora"))
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("Hallo %s, das neue Passwort für den Replikationsuser auf %s ist %s – bitte im Passwortsafe ablegen. Gruß %s", hcvWho(), h, pw, hcvWho())
		return hcvS("replication-password", "chat", t, hcvL(pw), h)
	case 1:
		t := fmt.Sprintf("%s, a senha do usuário de backup em %s agora é %s (troquei hoje de manhã).", hcvWho(), h, pw)
		return hcvS("db-password", "chat", t, hcvL(pw), h)
	case 2:
		t := fmt.Sprintf("Buenas! La contraseña de root en %s es %s , no la compartas fuera del equipo de DBA.", h, pw)
		return hcvS("db-password", "chat", t, hcvL(pw), h)
	default:
		t := fmt.Sprintf("Salut %s, le mot de passe du compte sauvegarde sur %s : %s\nÀ changer après la migration.", hcvWho(), h, pw)
		return hcvS("db-password", "chat", t, hcvL(pw), h)
	}
}

func hcvPpLocker() Sample {
	pin := rnd(digits, 4)
	t := fmt.Sprintf("Offsite tapes: locker %d at the bank branch, PIN %s. Only %s and %s collect them (Tuesdays).", hcvN(10, 300), pin, hcvWho(), hcvWho())
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("- [ ] swap the backup USB drives (yellow cabinet, pin %s)\n- [ ] check the Veeam job for the SQL VMs\n- [ ] update the tape log", pin)
		return hcvS("pin", "notes", t, hcvL(pin))
	}
	return hcvS("pin", "notes", t, hcvL(pin))
}

func hcvPpOnCall() Sample {
	pw, h := hcvPw(), hcvHost(hcvP("pg", "my", "mongo", "redis"))
	t := fmt.Sprintf("oncall log %s\n%s  disk on %s at 94%%, archived WAL/binlogs manually\n%s  had to log in as the local admin (pw %s) because LDAP was down\n%s  all green, handing over to %s", hcvDate(), hcvClock(), h, hcvClock(), pw, hcvClock(), hcvWho())
	return hcvS("db-password", "log", t, hcvL(pw), h)
}

func hcvPpMemory() Sample {
	pw, h := hcvPw(), hcvHost(hcvP("pg", "my", "ms", "ora"))
	u := hcvUser()
	t := fmt.Sprintf("User prefers connecting to the reporting replica %s as %s (password %s) rather than the primary; dumps go to /mnt/nfs/dumps.", h, u, pw)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("Note to self: staging DB %s, login %s, pass %s. Restored from prod on %s.", h, u, pw, hcvDate())
	}
	return hcvS("db-password", "memory", t, hcvL(pw), h, u)
}

func hcvPpSSHKey() Sample {
	body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + hcvB64(hcvN(150, 320))
	var lines []string
	for len(body) > 70 {
		lines = append(lines, body[:70])
		body = body[70:]
	}
	lines = append(lines, body)
	pem := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
	if rng.IntN(2) == 0 {
		pem = hcvPEM()
	}
	t := fmt.Sprintf("this is the key for the postgres user on the old RHEL6 boxes, keep it until they're gone:\n\n%s\n\nssh -i ~/.ssh/legacy_pg postgres@%s", pem, hcvHost("pg"))
	return hcvS("private-key", "chat", t, hcvL(pem))
}
