package main

import (
	"fmt"
	"strings"
)

// SQL Server and Oracle (wallets, TDE keystores, Data Pump, RMAN, Data Guard).

func hcvMsGens() []hcvGen {
	return []hcvGen{
		{5, hcvMsAppSettings}, {6, hcvMsSqlcmd}, {4, hcvMsCreateLogin}, {3, hcvMsMasterKey}, {4, hcvMsDocker},
		{3, hcvMsPowerShell}, {3, hcvMsLinked}, {3, hcvMsSAS}, {3, hcvMsWebConfig}, {3, hcvMsAgentCred},
		{6, hcvOraSqlplus}, {4, hcvOraExpdp}, {4, hcvOraWallet}, {4, hcvOraMkstore}, {4, hcvOraTDE},
		{3, hcvOraDBLink}, {3, hcvOraRman}, {3, hcvOraJDBC}, {3, hcvOraAlterUser}, {3, hcvOraGG},
	}
}

func hcvMsPw() string {
	// SQL Server complexity rules: upper, lower, digit, symbol.
	if rng.IntN(2) == 0 {
		return hcvTitle(pick(hcvWords)) + rnd("!#@*", 1) + rnd(digits, hcvN(2, 4)) + rnd(upper, 1)
	}
	return rnd(upper, 1) + rnd(lower, 2) + rnd(alnum+"!#*@%", hcvN(10, 20)) + rnd(digits, 1)
}

func hcvMsHost() string {
	if rng.IntN(3) == 0 {
		return fmt.Sprintf("tcp:%s.database.windows.net,1433", hcvP("sql-billing-prod", "contoso-sql-weu", "globex-dwh", "sqlsrv-crm01"))
	}
	h := hcvHost("ms")
	if rng.IntN(2) == 0 {
		return strings.ToUpper(strings.Split(h, ".")[0]) + "\\" + hcvP("PROD", "SQL2019", "MSSQLSERVER01", "DWH")
	}
	return h
}

func hcvMsAppSettings() Sample {
	h, u, pw, d := hcvMsHost(), hcvUser(), hcvMsPw(), hcvTitle(hcvDB())
	h = strings.ReplaceAll(h, "\\", "\\\\")
	t := fmt.Sprintf(`{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Default": "Server=%s;Database=%s;User Id=%s;Password=%s;Encrypt=True;TrustServerCertificate=%s;"
  },
  "AllowedHosts": "*"
}`, h, d, u, pw, hcvP("True", "False"))
	return hcvS("db-password", "json", t, hcvL(pw), u)
}

func hcvMsSqlcmd() Sample {
	h, pw, d := hcvMsHost(), hcvMsPw(), hcvTitle(hcvDB())
	u := hcvP("sa", "sqladmin", "dba_ops")
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("C:\\> sqlcmd -S %s -U %s -P \"%s\" -Q \"BACKUP DATABASE [%s] TO DISK = N'\\\\nas01\\sqlbackup\\%s_full.bak' WITH COMPRESSION, CHECKSUM, STATS = 10\"\n10 percent processed.\n20 percent processed.", h, u, pw, d, d)
		return hcvS("db-password", "shell", t, hcvL(pw), d)
	}
	t := fmt.Sprintf("$ sqlcmd -S %s -U %s -P '%s' -d %s -i fix_orphans.sql -o fix_orphans.log\n$ tail -2 fix_orphans.log\n(%d rows affected)\nChanged database context to '%s'.", h, u, pw, d, hcvN(1, 40), d)
	return hcvS("db-password", "shell", t, hcvL(pw), d)
}

func hcvMsCreateLogin() Sample {
	u, pw, d := hcvUser(), hcvMsPw(), hcvTitle(hcvDB())
	t := fmt.Sprintf("USE [master];\nGO\nCREATE LOGIN [%s] WITH PASSWORD = N'%s', DEFAULT_DATABASE = [%s], CHECK_POLICY = ON, CHECK_EXPIRATION = OFF;\nGO\nUSE [%s];\nCREATE USER [%s] FOR LOGIN [%s];\nALTER ROLE db_datareader ADD MEMBER [%s];\nGO", u, pw, d, d, u, u, u)
	if rng.IntN(3) == 0 {
		t = fmt.Sprintf("-- %s unlock + reset, requested by %s\nALTER LOGIN [%s] WITH PASSWORD = '%s' UNLOCK;\nGO", hcvTicket(), hcvWho(), u, pw)
	}
	return hcvS("db-password", "sql", t, hcvL(pw), u)
}

func hcvMsMasterKey() Sample {
	mk, ck := hcvMsPw(), hcvMsPw()
	cert := hcvP("TDECert", "BackupEncCert", "TDE_Cert_2024", "AGEndpointCert")
	t := fmt.Sprintf("USE master;\nCREATE MASTER KEY ENCRYPTION BY PASSWORD = '%s';\nCREATE CERTIFICATE %s WITH SUBJECT = 'TDE certificate';\nGO\nBACKUP CERTIFICATE %s\n  TO FILE = 'D:\\certs\\%s.cer'\n  WITH PRIVATE KEY (FILE = 'D:\\certs\\%s.pvk', ENCRYPTION BY PASSWORD = '%s');\nGO", mk, cert, cert, cert, cert, ck)
	return hcvS("encryption-password", "sql", t, hcvL(mk, ck), cert)
}

func hcvMsDocker() Sample {
	pw := hcvMsPw()
	name := hcvP("sql1", "mssql-dev", "sqltest")
	t := fmt.Sprintf("docker run -e \"ACCEPT_EULA=Y\" -e \"MSSQL_SA_PASSWORD=%s\" \\\n   -p 1433:1433 --name %s --hostname %s \\\n   -d mcr.microsoft.com/mssql/server:%s-latest", pw, name, name, hcvP("2019", "2022"))
	return hcvS("db-password", "shell", t, hcvL(pw), name)
}

func hcvMsPowerShell() Sample {
	u, pw := "CONTOSO\\svc_sqlagent", hcvMsPw()
	pw = strings.ReplaceAll(pw, "'", "")
	h := strings.Split(hcvHost("ms"), ".")[0]
	t := fmt.Sprintf("$secpw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred  = New-Object System.Management.Automation.PSCredential('%s', $secpw)\nSet-DbaAgentServiceAccount -ComputerName %s -ServiceCredential $cred -Confirm:$false", pw, u, h)
	return hcvS("service-account-password", "code", t, hcvL(pw), "svc_sqlagent")
}

func hcvMsLinked() Sample {
	pw, h := hcvMsPw(), strings.ToUpper(strings.Split(hcvHost("ora"), ".")[0])
	t := fmt.Sprintf("EXEC master.dbo.sp_addlinkedserver @server = N'%s', @srvproduct = N'Oracle', @provider = N'OraOLEDB.Oracle', @datasrc = N'%s';\nEXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'%s', @useself = N'False', @locallogin = NULL, @rmtuser = N'LINK_RO', @rmtpassword = N'%s';", h, h, h, pw)
	return hcvS("db-password", "sql", t, hcvL(pw), "LINK_RO")
}

func hcvMsSAS() Sample {
	acct := hcvP("sqlbackupsweu", "contosobak01", "globexdbdumps")
	se := hcvDate()
	sas := fmt.Sprintf("sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=%sT%s:00Z&st=%sT%s:00Z&spr=https&sig=%s", se, hcvClock(), hcvDate(), hcvClock(), strings.ReplaceAll(strings.ReplaceAll(hcvB64(32), "+", "%2B"), "/", "%2F"))
	d := hcvDB()
	t := fmt.Sprintf("CREATE CREDENTIAL [https://%s.blob.core.windows.net/sqlbackups]\n  WITH IDENTITY = 'SHARED ACCESS SIGNATURE',\n  SECRET = '%s';\nGO\nBACKUP DATABASE [%s] TO URL = 'https://%s.blob.core.windows.net/sqlbackups/%s_full.bak' WITH COMPRESSION;", acct, sas, hcvTitle(d), acct, d)
	return hcvS("sas-token", "sql", t, hcvL(sas), acct)
}

func hcvMsWebConfig() Sample {
	h, pw, d := hcvMsHost(), hcvMsPw(), hcvTitle(hcvDB())
	pw = strings.NewReplacer("&", "", "<", "", "\"", "").Replace(pw)
	t := fmt.Sprintf("<connectionStrings>\n  <add name=\"%sDb\"\n       connectionString=\"Data Source=%s;Initial Catalog=%s;Persist Security Info=False;User ID=webapp;Password=%s;MultipleActiveResultSets=True\"\n       providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", d, h, d, pw)
	return hcvS("db-password", "xml", t, hcvL(pw), "webapp")
}

func hcvMsAgentCred() Sample {
	pw := hcvMsPw()
	pw = strings.ReplaceAll(pw, "'", "")
	t := fmt.Sprintf("-- proxy for the SSIS steps\nCREATE CREDENTIAL [SSISProxyCred] WITH IDENTITY = N'CORP\\svc_ssis', SECRET = N'%s';\nEXEC msdb.dbo.sp_add_proxy @proxy_name = N'SSISProxy', @credential_name = N'SSISProxyCred', @enabled = 1;", pw)
	return hcvS("service-account-password", "sql", t, hcvL(pw), "svc_ssis")
}

func hcvOraSvc() string {
	return hcvP("PROD", "ORCLPDB1", "FINPRD", "CRMP", "DWHPRD", "ERPDB")
}

func hcvOraPw() string {
	// quoted or simple Oracle passwords
	return hcvTitle(pick(hcvWords)) + rnd(digits, hcvN(2, 4)) + hcvP("_", "#", "") + rnd(upper+lower, hcvN(2, 5))
}

func hcvOraSqlplus() Sample {
	pw, svc := hcvOraPw(), hcvOraSvc()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("[oracle@%s ~]$ sqlplus sys/%s@%s as sysdba\n\nSQL*Plus: Release 19.0.0.0.0 - Production on %s\n\nConnected to:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\n\nSQL> select open_mode from v$database;", strings.Split(hcvHost("ora"), ".")[0], pw, svc, hcvDate())
		return hcvS("db-password", "shell", t, hcvL(pw), svc)
	case 1:
		t := fmt.Sprintf("## Step 3 – check the standby\n\nLog on to the DR box and run:\n\n    sqlplus system/%s@%s_DR\n    SQL> select process, status, sequence# from v$managed_standby;\n\nApply lag should be under 5 min.", pw, svc)
		return hcvS("db-password", "runbook", t, hcvL(pw), svc+"_DR")
	default:
		t := fmt.Sprintf("%s: can't get in to %s, getting ORA-01017\n%s: try `sqlplus app_owner/%s@//%s:1521/%s` , I changed it yesterday\n%s: ok that works", hcvWho(), svc, hcvWho(), pw, hcvHost("ora"), svc, hcvWho())
		return hcvS("db-password", "chat", t, hcvL(pw), "app_owner")
	}
}

func hcvOraExpdp() Sample {
	pw, svc := hcvOraPw(), hcvOraSvc()
	schema := strings.ToUpper(hcvDB())
	t := fmt.Sprintf("expdp system/%s@%s schemas=%s directory=DATA_PUMP_DIR dumpfile=%s_%%U.dmp logfile=%s_exp.log parallel=%d compression=ALL flashback_time=systimestamp", pw, svc, schema, strings.ToLower(schema), strings.ToLower(schema), hcvN(2, 8))
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("impdp \\\"sys/%s@%s as sysdba\\\" directory=DP_DIR dumpfile=%s_01.dmp remap_schema=%s:%s_TEST table_exists_action=replace", pw, svc, strings.ToLower(schema), schema, schema)
	}
	return hcvS("db-password", "shell", t, hcvL(pw), schema)
}

func hcvOraWallet() Sample {
	pw := hcvOraPw() + rnd("!#", 1)
	dir := fmt.Sprintf("/u01/app/oracle/admin/%s/wallet", hcvOraSvc())
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("$ orapki wallet create -wallet %s -pwd \"%s\" -auto_login_local\nOracle PKI Tool Release 19.0.0.0.0 - Production\nVersion 19.4.0.0.0\nCopyright (c) 2004, 2023, Oracle and/or its affiliates. All rights reserved.\n\nOperation is successfully completed.", dir, pw)
		return hcvS("wallet-password", "shell", t, hcvL(pw), dir)
	}
	t := fmt.Sprintf("Subject: wallet pw for %s\n\n%s,\n\nthe wallet in %s is protected with %s\nYou only need it for mkstore / orapki, the auto-login cwallet.sso works without it.\n\n- %s", hcvOraSvc(), hcvWho(), dir, pw, hcvWho())
	return hcvS("wallet-password", "mail", t, hcvL(pw), dir)
}

func hcvOraMkstore() Sample {
	wp, up := hcvOraPw(), hcvOraPw()
	alias := hcvOraSvc() + "_APP"
	t := fmt.Sprintf("mkstore -wrl /u01/app/oracle/wallet -createCredential %s app_batch %s <<EOF\n%s\nEOF", alias, up, wp)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("$ mkstore -wrl /u01/app/oracle/wallet -modifyCredential %s app_batch '%s'\nOracle Secret Store Tool Release 19.0.0.0.0 - Production\nEnter wallet password: %s\n$", alias, up, wp)
		return hcvS("wallet-password", "shell", t, hcvL(up, wp), alias)
	}
	return hcvS("wallet-password", "shell", t, hcvL(up, wp), alias)
}

func hcvOraTDE() Sample {
	pw := hcvOraPw()
	t := fmt.Sprintf("SQL> ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY \"%s\" CONTAINER=ALL;\n\nkeystore altered.\n\nSQL> ADMINISTER KEY MANAGEMENT SET KEY IDENTIFIED BY \"%s\" WITH BACKUP USING '%s' CONTAINER=ALL;\n\nkeystore altered.", pw, pw, strings.ReplaceAll(hcvDate(), "-", ""))
	if rng.IntN(2) == 0 {
		svc := hcvOraSvc()
		t = fmt.Sprintf("TDE keystore for %s\n- location: /u01/app/oracle/admin/%s/wallet/tde\n- keystore password: %s\n- backup of ewallet.p12 in the safe (USB stick, label TDE-%d)", svc, svc, pw, hcvN(1, 20))
		return hcvS("keystore-password", "wiki", t, hcvL(pw))
	}
	return hcvS("keystore-password", "sql", t, hcvL(pw))
}

func hcvOraDBLink() Sample {
	pw, svc := hcvOraPw(), hcvOraSvc()
	t := fmt.Sprintf("CREATE DATABASE LINK %s_LINK\n  CONNECT TO REPORT_RO IDENTIFIED BY \"%s\"\n  USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=%s)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=%s)))';", svc, pw, hcvHost("ora"), svc)
	return hcvS("db-password", "sql", t, hcvL(pw), "REPORT_RO")
}

func hcvOraRman() Sample {
	tp, cp := hcvOraPw(), hcvOraPw()
	t := fmt.Sprintf("rman target sys/%s@%s catalog rman/%s@RCAT <<EOF\nrun {\n  allocate channel c1 device type disk;\n  backup incremental level 1 database plus archivelog delete input;\n}\nEOF", tp, hcvOraSvc(), cp)
	return hcvS("db-password", "shell", t, hcvL(tp, cp), "RCAT")
}

func hcvOraJDBC() Sample {
	pw, svc, h := hcvOraPw(), hcvOraSvc(), hcvHost("ora")
	t := fmt.Sprintf("spring.datasource.url=jdbc:oracle:thin:@//%s:1521/%s\nspring.datasource.username=APP_OWNER\nspring.datasource.password=%s\nspring.datasource.driver-class-name=oracle.jdbc.OracleDriver", h, svc, pw)
	if rng.IntN(2) == 0 {
		t = fmt.Sprintf("<property name=\"url\" value=\"jdbc:oracle:thin:APP_OWNER/%s@%s:1521:%s\"/>", pw, h, svc)
	}
	return hcvS("db-password", "properties", t, hcvL(pw), h)
}

func hcvOraAlterUser() Sample {
	pw := hcvOraPw()
	u := strings.ToUpper(hcvUser())
	t := fmt.Sprintf("%s: %s locked again (ORA-28000). Fixed:\n\n  ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;\n\nProfile has FAILED_LOGIN_ATTEMPTS 5, someone has the old pw in a cron job.", hcvTicket(), u, u, pw)
	return hcvS("db-password", "ticket", t, hcvL(pw), u)
}

func hcvOraGG() Sample {
	pw := hcvOraPw()
	t := fmt.Sprintf("GGSCI (%s) 1> ADD CREDENTIALSTORE\nCredential store created.\nGGSCI (%s) 2> ALTER CREDENTIALSTORE ADD USER c##ggadmin@%s PASSWORD %s ALIAS ggsrc DOMAIN OracleGoldenGate\nCredential store altered.", "gg01", "gg01", hcvOraSvc(), pw)
	return hcvS("db-password", "shell", t, hcvL(pw), "ggsrc")
}
