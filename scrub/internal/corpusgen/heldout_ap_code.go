package main

// heldout_ap_code.go: secrets in shell sessions and commands, in code of several languages,
// in logs and stack traces.

import (
	"fmt"
)

func hapShellCmds(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u := hapPL(hapUsers)
		h := hapPL(hapHosts)
		pw := hapURLPW()
		var s Sample
		switch i % 16 {
		case 0:
			s = hapSec("cli-password", "shell", fmt.Sprintf("$ docker login -u %s -p %s registry.%s.local\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", u, pw, hapP("rad", "lab", "pharm")), pw)
		case 1:
			s = hapSec("cli-password", "shell", fmt.Sprintf("mysql -u%s -p%s -h %s openemr -e 'select count(*) from patient_data'", u, pw, h), pw)
		case 2:
			s = hapSec("cli-password", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/channels/statuses -k", u, pw, h), pw)
		case 3:
			s = hapSec("cli-password", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d hapi -c '\\dt'", pw, h, u), pw)
		case 4:
			s = hapSec("cli-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s 'systemctl restart orthanc'", pw, u, h), pw)
		case 5:
			s = hapSec("cli-password", "shell", fmt.Sprintf("smbclient //lab-nas01/results -U 'LAB\\%s%%%s' -c 'ls'", u, pw), pw)
		case 6:
			s = hapSec("cli-password", "shell", fmt.Sprintf("redis-cli -h %s -a %s INFO keyspace", h, pw), pw)
		case 7:
			s = hapSec("cli-password", "cmd", fmt.Sprintf("C:\\> net use R: \\\\lab-nas01\\instrument_exports /user:LAB\\%s %s /persistent:yes\nThe command completed successfully.", u, pw), pw)
		case 8:
			s = hapSec("cli-password", "shell", fmt.Sprintf("$ mirth-cli -a https://%s:8443 -u %s -p %s\nConnected to Mirth Connect 4.%d.0", h, u, pw, hapN(0, 5)), pw)
		case 9:
			tok := "ghp_" + hapR(hapAlnum, 36)
			s = hapSec("git-url-token", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/hl7-mappings.git", u, tok, hapP("riverbend-it", "mv-integration")), tok)
		case 10:
			s = hapSec("cli-password", "shell", fmt.Sprintf("wget --user=%s --password=%s https://%s/exports/daily_census.csv", u, pw, h), pw)
		case 11:
			s = hapSec("cli-password", "shell", fmt.Sprintf("htpasswd -b -c /etc/nginx/.htpasswd %s %s", u, pw), pw)
		case 12:
			s = hapSec("cli-password", "shell", fmt.Sprintf("sqlplus system/%s@//%s:1521/PHARMPDB", pw, h), pw)
		case 13:
			s = hapSec("cli-password", "shell", fmt.Sprintf("mongosh \"mongodb://%s.internal:27017\" -u %s -p %s --authenticationDatabase admin", hapP("tele-db", "visits-db"), u, pw), pw)
		case 14:
			s = hapSec("cli-password", "powershell", fmt.Sprintf("$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('HOSP\\%s', $sec)\nEnter-PSSession -ComputerName %s -Credential $cred", pw, u, hapP("PACS02", "LIMSAPP01", "RXSRV")), pw)
		default:
			s = hapSec("cli-password", "shell", fmt.Sprintf("storescu -aet WS01 -aec ORTHANC %s 4242 study.dcm && curl -s -u %s:%s http://%s:8042/studies | jq length", h, u, pw, h), pw)
		}
		out = append(out, s)
	}
	return out
}

func hapCodeSecrets(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hapPW()
		u := hapPL(hapUsers)
		h := hapPL(hapHosts)
		var s Sample
		switch i % 11 {
		case 0:
			s = hapSec("code-password", "python", fmt.Sprintf("conn = psycopg2.connect(\n    host=\"%s\",\n    dbname=\"lis\",\n    user=\"%s\",\n    password=\"%s\",\n)", h, u, pw), pw)
		case 1:
			s = hapSec("code-password", "python", fmt.Sprintf("resp = requests.get(f\"{BASE}/Patient/{pid}\", auth=(\"%s\", \"%s\"), timeout=10)", u, pw), pw)
		case 2:
			s = hapSec("code-password", "java", fmt.Sprintf("Connection c = DriverManager.getConnection(\n    \"jdbc:sqlserver://%s;databaseName=Pharmacy\", \"%s\", \"%s\");", h, u, pw), pw)
		case 3:
			dp := hapURLPW()
			s = hapSec("code-password", "go", fmt.Sprintf("db, err := sql.Open(\"mysql\", \"%s:%s@tcp(%s:3306)/openemr?parseTime=true\")", u, dp, h), dp)
		case 4:
			s = hapSec("code-password", "javascript", fmt.Sprintf("const pool = new Pool({\n  host: '%s',\n  user: '%s',\n  password: '%s',\n  database: 'telehealth',\n});", h, u, pw), pw)
		case 5:
			s = hapSec("code-password", "php", fmt.Sprintf("<?php\n// sites/default/sqlconf.php\n$host\t= '%s';\n$login\t= '%s';\n$pass\t= '%s';\n$dbase\t= 'openemr';", h, u, pw), pw)
		case 6:
			s = hapSec("code-password", "csharp", fmt.Sprintf("var client = new FhirClient(\"https://%s/r4\");\nclient.RequestHeaders.Authorization = new AuthenticationHeaderValue(\"Basic\",\n    Convert.ToBase64String(Encoding.UTF8.GetBytes(\"%s:%s\")));", h, u, pw), pw)
		case 7:
			key := hapR(hapHexU, 32)
			s = hapSec("code-token", "r", fmt.Sprintf("library(REDCapR)\nds <- redcap_read(redcap_uri = \"https://redcap.research.edu/api/\",\n                 token = \"%s\")$data", key), key)
		case 8:
			s = hapSec("code-password", "mirth-js", fmt.Sprintf("// Mirth transformer step\nvar dbConn = DatabaseConnectionFactory.createDatabaseConnection('net.sourceforge.jtds.jdbc.Driver', 'jdbc:jtds:sqlserver://%s:1433/EMPI', '%s', '%s');", h, u, pw), pw)
		case 9:
			tb := fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/labsync/sync.py\", line %d, in <module>\n    client = LimsClient(url=URL, api_key=\"%%s\")\n  File \"/opt/labsync/lims.py\", line 41, in __init__\n    raise AuthError(f\"rejected key {api_key!r}\")\nlims.AuthError: rejected key '%%s'", hapN(20, 200))
			k := hapR(hapAlnum, 40)
			s = hapSec("stack-trace", "traceback", fmt.Sprintf(tb, k, k), k)
		default:
			s = hapSec("code-password", "ruby", fmt.Sprintf("ActiveRecord::Base.establish_connection(\n  adapter: 'postgresql', host: '%s',\n  username: '%s', password: '%s', database: 'epcs'\n)", h, u, pw), pw)
		}
		out = append(out, s)
	}
	return out
}
