package main

import (
	"fmt"
	"strings"
)

// ERP, CRM and middleware secrets: SAP, Salesforce, Dynamics, NetSuite, Odoo, Workday,
// ServiceNow, MuleSoft, Boomi, CPI, EDI/SFTP partners and cutover chatter.

func hbdERPGens() []hbdGen {
	return []hbdGen{
		{8, hbdSAPRFC}, {7, hbdHANA}, {6, hbdSAPBasis}, {7, hbdCPI}, {10, hbdSalesforce},
		{8, hbdDynamics}, {7, hbdNetSuite}, {6, hbdOdoo}, {6, hbdWorkday}, {7, hbdServiceNow},
		{7, hbdMule}, {5, hbdBoomi}, {8, hbdEDI}, {7, hbdCutover}, {5, hbdSAPMisc},
	}
}

func hbdAzSecret() string {
	return hbdR(alnum, 3) + hbdD(1) + "Q~" + hbdR(alnum+"_~.-", 34)
}

func hbdSFOrg() string { return "00D" + hbdP("5g", "8c", "Dn", "3h") + hbdR(digits+upper, 10) }

func hbdSFAccess() string {
	return hbdSFOrg() + "!" + "AQ" + hbdR(alnum, 2) + "AQ" + hbdR(alnum+"._", 96)
}

func hbdSAPRFC() Sample {
	u := "RFC_" + hbdP("CRM", "PI", "BW", "EWM", "ARIBA", "GRC") + hbdD(2)
	p := hbdPW()
	h := hbdHost()
	cl := hbdClient()
	nr := hbdP("00", "01", "10")
	dest := "Z_" + hbdP("CRM", "BW", "PO", "MDG", "ARIBA") + "_" + hbdSID()
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "notes", fmt.Sprintf("SM59 destination %s\n  target host %s, instance %s\n  client %s, user %s, password %s\nConnection test OK on %s", dest, h, nr, cl, u, p, hbdDate())
	case 1:
		f, text = "properties", fmt.Sprintf("jco.client.ashost=%s\njco.client.sysnr=%s\njco.client.client=%s\njco.client.user=%s\njco.client.passwd=%s\njco.client.lang=EN", h, nr, cl, u, p)
	case 2:
		f, text = "python", fmt.Sprintf("from pyrfc import Connection\n\nconn = Connection(ashost='%s', sysnr='%s', client='%s',\n                  user='%s', passwd='%s')\nresult = conn.call('STFC_CONNECTION', REQUTEXT='ping')", h, nr, cl, u, p)
	case 3:
		f, text = "ini", fmt.Sprintf("DEST=%s\nASHOST=%s\nSYSNR=%s\nCLIENT=%s\nUSER=%s\nPASSWD=%s\nLANG=EN", dest, h, nr, cl, u, p)
	case 4:
		f, text = "javascript", fmt.Sprintf("const abapSystem = {\n  user: '%s',\n  passwd: '%s',\n  ashost: '%s',\n  sysnr: '%s',\n  client: '%s',\n  lang: 'EN',\n};", u, p, h, nr, cl)
	default:
		f, text = "chat", fmt.Sprintf("RFC to the CRM box keeps failing with logon error. I set %s in %s to user %s pw %s, can you check SU01 if it's locked?", dest, hbdSID(), u, p)
	}
	return hbdS("sap-rfc", f, text, p)
}

func hbdHANA() Sample {
	p := hbdPW()
	u := hbdP("SYSTEM", "DBADMIN", "SAPHANADB", "BACKUP_OP", "SAPABAP1")
	h := hbdP("hana", "hdb-prd", "s4db") + hbdD(2)
	port := hbdP("30015", "30013", "30041", "30044")
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "shell", fmt.Sprintf("hdbadm> hdbsql -n %s:%s -d %s -u %s -p %s \"SELECT * FROM M_DATABASES\"", h, port, hbdSID(), u, p)
	case 1:
		f, text = "shell", fmt.Sprintf("hdbuserstore SET BACKUPKEY %s:%s@SYSTEMDB %s %s\nhdbuserstore LIST BACKUPKEY", h, port, u, p)
	case 2:
		p = hbdURLPW()
		f, text = "properties", fmt.Sprintf("db.url=jdbc:sap://%s:%s/?databaseName=%s&user=%s&password=%s&encrypt=true", h, port, hbdSID(), u, p)
	case 3:
		f, text = "python", fmt.Sprintf("from hdbcli import dbapi\nconn = dbapi.connect(address='%s', port=%s, user='%s', password='%s')", h, port, u, p)
	case 4:
		f, text = "runbook", fmt.Sprintf("5. Stop replication on secondary\n6. hdbsql -i 00 -u %s -p '%s' -d SYSTEMDB \"ALTER SYSTEM ALTER CONFIGURATION ...\"\n7. Check M_SERVICE_REPLICATION", u, p)
	default:
		f, text = "chat", fmt.Sprintf("HANA %s user for the DB copy is %s, password %s – only valid till Friday", hbdSID(), u, p)
	}
	return hbdS("sap-hana", f, text, p)
}

func hbdSAPBasis() Sample {
	p := hbdPW()
	u := hbdUser()
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("reset %s in SU01, initial password is %s, they must change it at first logon", u, p)
	case 1:
		f, text = "chat", fmt.Sprintf("DDIC in client 000 now has %s after the system copy", p)
	case 2:
		f, text = "notes-de", fmt.Sprintf("Systemkopie %s: SAP* in Mandant 066 hat das Kennwort %s, DDIC ebenfalls geändert.", hbdSID(), p)
	case 3:
		f, text = "email", fmt.Sprintf("Dear %s,\n\nthe SAP GUI user %s was created in %s client %s.\nInitial password: %s\n\nKind regards,\nBasis team", hbdName(), u, hbdSID(), hbdClient(), p)
	case 4:
		f, text = "ticket", fmt.Sprintf("REQ%s – unlock user %s\nDone via SU01, new productive password set to %s as requested by the key user.", hbdD(7), u, p)
	default:
		f, text = "chat-es", fmt.Sprintf("le puse la clave %s al usuario %s en %s, que la cambie en el primer acceso", p, u, hbdSID())
	}
	return hbdS("sap-basis", f, text, p)
}

func hbdCPI() Sample {
	cid := "sb-" + hbdUUID() + "!b" + hbdD(5) + "|it-rt-" + hbdCo() + "!b" + hbdD(3)
	sec := hbdUUID() + "$" + hbdB64URL(32)
	host := hbdCo() + "-" + hbdD(4) + ".it-cpi0" + hbdD(2) + "-rt.cfapps.eu10-00" + hbdD(1) + ".hana.ondemand.com"
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "json", fmt.Sprintf("{\n  \"oauth\": {\n    \"clientid\": \"%s\",\n    \"clientsecret\": \"%s\",\n    \"url\": \"https://%s\",\n    \"tokenurl\": \"https://%s.authentication.eu10.hana.ondemand.com/oauth/token\"\n  }\n}", cid, sec, host, hbdCo())
	case 1:
		f, text = "shell", fmt.Sprintf("curl -s -u '%s:%s' -d grant_type=client_credentials https://%s.authentication.eu10.hana.ondemand.com/oauth/token", cid, sec, hbdCo())
	case 2:
		p := hbdPW()
		f, text = "groovy", fmt.Sprintf("import com.sap.gateway.ip.core.customdev.util.Message\n\ndef Message processData(Message message) {\n    // TODO use SecureStore instead\n    def pwd = \"%s\"\n    message.setHeader(\"Authorization\", \"Basic \" + \"%s:\".concat(pwd).bytes.encodeBase64().toString())\n    return message\n}", p, hbdUser())
		return hbdS("sap-cpi", f, text, p)
	case 3:
		f, text = "chat", fmt.Sprintf("CPI service key for the S/4 iFlows: clientid %s clientsecret %s", cid, sec)
	default:
		p := hbdPW()
		f, text = "notes", fmt.Sprintf("Security Material (Monitor > Manage Security)\n- Name: SFTP_PARTNER_%s, type User Credentials\n- User: %s\n- Password: %s\n- Deployed %s", strings.ToUpper(hbdCo()), hbdUser(), p, hbdDate())
		return hbdS("sap-cpi", f, text, p)
	}
	return hbdS("sap-cpi", f, text, sec)
}

func hbdSalesforce() Sample {
	tok := hbdMix(hbdI(24, 25))
	p := hbdPW()
	u := hbdP("integration", "mulesoft", "dataloader", hbdFirst[rng.IntN(len(hbdFirst))]) + "@" + hbdCo() + ".com" + hbdP("", ".uat", ".dev")
	ck := "3MVG9" + hbdR(alnum+"._", 80)
	cs := strings.ToUpper(hbdHex(64))
	var text, f string
	switch rng.IntN(9) {
	case 0:
		f, text = "email", fmt.Sprintf("Subject: Your new Salesforce security token\n\nThe security token for %s is: %s", u, tok)
		return hbdS("salesforce", f, text, tok)
	case 1:
		f, text = "properties", fmt.Sprintf("sfdc.username=%s\nsfdc.password=%s\nsfdc.securityToken=%s\nsfdc.url=https://login.salesforce.com", u, p, tok)
		return hbdS("salesforce", f, text, p, tok)
	case 2:
		rt := "5Aep861" + hbdR(alnum+"._", 80)
		f, text = "shell", fmt.Sprintf("$ echo 'force://PlatformCLI::%s@%s.my.salesforce.com' > auth.txt\n$ sf org login sfdx-url --sfdx-url-file auth.txt --alias uat", rt, hbdCo())
		return hbdS("salesforce", f, text, rt)
	case 3:
		f, text = "notes", fmt.Sprintf("Connected App \"ERP Sync\"\nConsumer Key: %s\nConsumer Secret: %s\nCallback: https://login.salesforce.com/services/oauth2/success", ck, cs)
		return hbdS("salesforce", f, text, ck, cs)
	case 4:
		at := hbdSFAccess()
		f, text = "shell", fmt.Sprintf("curl https://%s.my.salesforce.com/services/data/v60.0/sobjects/Account/ -H \"Authorization: Bearer %s\"", hbdCo(), at)
		return hbdS("salesforce", f, text, at)
	case 5:
		f, text = "python", fmt.Sprintf("from simple_salesforce import Salesforce\n\nsf = Salesforce(username='%s',\n                password='%s',\n                security_token='%s',\n                domain='test')", u, p, tok)
		return hbdS("salesforce", f, text, p, tok)
	case 6:
		f, text = "chat", fmt.Sprintf("for the API user append the token to the password: %s%s", p, tok)
		return hbdS("salesforce", f, text, p+tok)
	case 7:
		f, text = "chat-de", fmt.Sprintf("Neues Sicherheitstoken für den Schnittstellen-User: %s (kam per Mail)", tok)
		return hbdS("salesforce", f, text, tok)
	default:
		f, text = "yaml", fmt.Sprintf("salesforce:\n  instance_url: https://%s.my.salesforce.com\n  client_id: %s\n  client_secret: %s", hbdCo(), ck, cs)
		return hbdS("salesforce", f, text, ck, cs)
	}
}

func hbdDynamics() Sample {
	sec := hbdAzSecret()
	org := hbdCo() + hbdP("", "-uat", "-dev", "sandbox")
	cid := hbdUUID()
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "connstring", fmt.Sprintf("AuthType=ClientSecret;Url=https://%s.crm4.dynamics.com;ClientId=%s;ClientSecret=%s", org, cid, sec)
	case 1:
		p := hbdPW()
		f, text = "connstring", fmt.Sprintf("AuthType=OAuth;Username=crmadmin@%s.onmicrosoft.com;Password=%s;Url=https://%s.crm.dynamics.com;AppId=51f81489-12ee-4a9e-aaae-a2591f45987d;RedirectUri=app://58145B91-0C36-4500-8554-080854F2AC97", hbdCo(), p, org)
		return hbdS("dynamics365", f, text, p)
	case 2:
		f, text = "json", fmt.Sprintf("{\n  \"Dataverse\": {\n    \"Url\": \"https://%s.crm.dynamics.com\",\n    \"TenantId\": \"%s\",\n    \"ClientId\": \"%s\",\n    \"ClientSecret\": \"%s\"\n  }\n}", org, hbdUUID(), cid, sec)
	case 3:
		f, text = "chat", fmt.Sprintf("App registration for the Power Automate flow: client id %s, secret %s (expires in 6 months)", cid, sec)
	case 4:
		f, text = "powershell", fmt.Sprintf("$secret = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('%s', $secret)\nConnect-CrmOnline -ServerUrl https://%s.crm.dynamics.com -OAuthClientId %s -ClientSecret $secret", sec, cid, org, cid)
	default:
		f, text = "notes-fr", fmt.Sprintf("Dynamics 365 Finance – enregistrement d'application\nID client : %s\nSecret client : %s\nÀ renouveler avant le %s", cid, sec, hbdDate())
	}
	return hbdS("dynamics365", f, text, sec)
}

func hbdNetSuite() Sample {
	acct := hbdD(7) + hbdP("", "_SB1", "_SB2")
	ck, cs, ti, ts := hbdHex(64), hbdHex(64), hbdHex(64), hbdHex(64)
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "properties", fmt.Sprintf("netsuite.account=%s\nnetsuite.consumerKey=%s\nnetsuite.consumerSecret=%s\nnetsuite.tokenId=%s\nnetsuite.tokenSecret=%s", acct, ck, cs, ti, ts)
		return hbdS("netsuite-tba", f, text, ck, cs, ti, ts)
	case 1:
		f, text = "chat", fmt.Sprintf("TBA for the Celigo flow: token id %s / token secret %s", ti, ts)
		return hbdS("netsuite-tba", f, text, ti, ts)
	case 2:
		f, text = "http", fmt.Sprintf("POST /services/rest/record/v1/salesOrder HTTP/1.1\nHost: %s.suitetalk.api.netsuite.com\nAuthorization: OAuth realm=\"%s\",oauth_consumer_key=\"%s\",oauth_token=\"%s\",oauth_signature_method=\"HMAC-SHA256\",oauth_nonce=\"%s\"", strings.ToLower(strings.ReplaceAll(acct, "_", "-")), acct, ck, ti, hbdMix(11))
		return hbdS("netsuite-tba", f, text, ck, ti)
	case 3:
		f, text = "json", fmt.Sprintf("{\n  \"account\": \"%s\",\n  \"consumer_key\": \"%s\",\n  \"consumer_secret\": \"%s\",\n  \"token_id\": \"%s\",\n  \"token_secret\": \"%s\"\n}", acct, ck, cs, ti, ts)
		return hbdS("netsuite-tba", f, text, ck, cs, ti, ts)
	default:
		f, text = "notes", fmt.Sprintf("NetSuite integration record \"Shopify connector\" – consumer secret only shown once: %s\nAccount %s", cs, acct)
		return hbdS("netsuite-tba", f, text, cs)
	}
}

func hbdOdoo() Sample {
	p := hbdPW()
	key := hbdHex(40)
	var text, f string
	switch rng.IntN(5) {
	case 0:
		p2 := hbdRandPW()
		f, text = "ini", fmt.Sprintf("[options]\naddons_path = /opt/odoo/addons,/opt/odoo/custom\nadmin_passwd = %s\ndb_host = localhost\ndb_user = odoo\ndb_password = %s", p, p2)
		return hbdS("odoo", f, text, p, p2)
	case 1:
		f, text = "python", fmt.Sprintf("import xmlrpc.client\nurl, db, user = 'https://%s.odoo.com', '%s-prod', 'api@%s.com'\napi_key = '%s'\ncommon = xmlrpc.client.ServerProxy(f'{url}/xmlrpc/2/common')\nuid = common.authenticate(db, user, api_key, {})", hbdCo(), hbdCo(), hbdCo(), key)
		return hbdS("odoo", f, text, key)
	case 2:
		f, text = "chat", fmt.Sprintf("Odoo master password (for db manager) is %s, don't lose it again 🙃", p)
	case 3:
		f, text = "chat-fr", fmt.Sprintf("la clé API Odoo pour l'utilisateur d'intégration : %s", key)
		return hbdS("odoo", f, text, key)
	default:
		f, text = "yaml", fmt.Sprintf("services:\n  odoo:\n    image: odoo:17\n    environment:\n      - HOST=db\n      - USER=odoo\n      - PASSWORD=%s", p)
	}
	return hbdS("odoo", f, text, p)
}

func hbdWorkday() Sample {
	p := hbdPW()
	isu := "ISU_" + hbdP("ADP", "Okta", "Payroll", "Benefits", "SAP_FI") + "_Integration"
	tenant := hbdCo() + hbdP("", "_preview", "_impl")
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "chat", fmt.Sprintf("Workday ISU %s@%s password reset to %s, expiry disabled", isu, tenant, p)
	case 1:
		f, text = "xml", fmt.Sprintf("<wsse:Security>\n  <wsse:UsernameToken>\n    <wsse:Username>%s@%s</wsse:Username>\n    <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">%s</wsse:Password>\n  </wsse:UsernameToken>\n</wsse:Security>", isu, tenant, p)
	case 2:
		rt := hbdMix(hbdI(40, 56))
		f, text = "env", fmt.Sprintf("WORKDAY_TENANT=%s\nWORKDAY_CLIENT_ID=%s\nWORKDAY_REFRESH_TOKEN=%s", tenant, hbdB64URL(36), rt)
		return hbdS("workday", f, text, rt)
	case 3:
		cs := hbdMix(hbdI(48, 64))
		f, text = "notes", fmt.Sprintf("API client for Boomi (Register API Client for Integrations)\nClient Secret: %s\nToken endpoint https://wd2-impl-services1.workday.com/ccx/oauth2/%s/token", cs, tenant)
		return hbdS("workday", f, text, cs)
	default:
		f, text = "notes-de", fmt.Sprintf("Workday-Integrationsbenutzer %s, Passwort %s, Mandant %s", isu, p, tenant)
	}
	return hbdS("workday", f, text, p)
}

func hbdServiceNow() Sample {
	p := hbdPW()
	inst := hbdCo() + hbdP("", "dev", "test")
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "shell", fmt.Sprintf("curl \"https://%s.service-now.com/api/now/table/incident?sysparm_limit=1\" --user 'svc_sap_integration':'%s' -H 'Accept: application/json'", inst, p)
	case 1:
		f, text = "xml", fmt.Sprintf("<parameter name=\"url\" value=\"https://%s.service-now.com/\"/>\n<parameter name=\"mid.instance.username\" value=\"mid.server\"/>\n<parameter name=\"mid.instance.password\" value=\"%s\"/>", inst, p)
	case 2:
		cs := hbdR(alnum+"!$*()_-", hbdI(20, 32))
		f, text = "chat", fmt.Sprintf("SN OAuth app for the SAP bridge: client_secret=%s", cs)
		return hbdS("servicenow", f, text, cs)
	case 3:
		f, text = "javascript", fmt.Sprintf("var r = new sn_ws.RESTMessageV2();\nr.setEndpoint('https://%s/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder');\nr.setBasicAuth('SN_ODATA', '%s');\nvar resp = r.execute();", hbdHost(), p)
	case 4:
		f, text = "ticket", fmt.Sprintf("RITM%s – integration user for Jira spoke\nuser: jira.integration\npass: %s\nRole: itil, rest_api_explorer", hbdD(7), p)
	default:
		f, text = "chat-pt", fmt.Sprintf("a senha do usuário de integração do ServiceNow (%s) é %s", inst, p)
	}
	return hbdS("servicenow", f, text, p)
}

func hbdMule() Sample {
	p := hbdPW()
	key := hbdMix(16)
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "properties", fmt.Sprintf("# dev.properties\nhttp.port=8081\ndb.host=%s\ndb.user=mule_app\ndb.password=%s\nsap.client=%s", hbdHost(), p, hbdClient())
	case 1:
		f, text = "shell", fmt.Sprintf("mvn clean deploy -DmuleDeploy -Dmule.env=prod -Dmule.key=%s -Danypoint.platform.client_id=%s", key, hbdHex(32))
		return hbdS("mulesoft", f, text, key)
	case 2:
		cs := hbdHex(32)
		f, text = "shell", fmt.Sprintf("anypoint-cli-v4 conf client_id %s\nanypoint-cli-v4 conf client_secret %s", hbdHex(32), cs)
		return hbdS("mulesoft", f, text, cs)
	case 3:
		tok := key + hbdMix(8)
		f, text = "yaml", fmt.Sprintf("salesforce:\n  username: \"integration@%s.com\"\n  password: \"%s\"\n  token: \"%s\"\nsap:\n  jco:\n    client: \"%s\"", hbdCo(), p, tok, hbdClient())
		return hbdS("mulesoft", f, text, p, tok)
	default:
		f, text = "xml", fmt.Sprintf("<db:config name=\"Database_Config\">\n  <db:my-sql-connection host=\"%s\" port=\"3306\" user=\"mule\" password=\"%s\" database=\"staging\"/>\n</db:config>", hbdHost(), p)
	}
	return hbdS("mulesoft", f, text, p)
}

func hbdBoomi() Sample {
	tok := hbdUUID()
	u := "BOOMI_TOKEN." + hbdFirst[rng.IntN(len(hbdFirst))] + "@" + hbdCo() + ".com"
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "shell", fmt.Sprintf("curl -u '%s:%s' https://api.boomi.com/api/rest/v1/%s-%s/Atom/query -X POST", u, tok, hbdCo(), strings.ToUpper(hbdR(upper+digits, 6)))
	case 1:
		f, text = "chat", fmt.Sprintf("AtomSphere API: user %s, token %s", u, tok)
	case 2:
		p := hbdPW()
		f, text = "notes", fmt.Sprintf("Boomi connection \"SAP IDoc Listener\"\nUser: %s\nPassword: %s\nGateway host: %s", hbdUser(), p, hbdHost())
		return hbdS("boomi", f, text, p)
	default:
		f, text = "properties", fmt.Sprintf("com.boomi.container.name=prod-molecule\nboomi.api.user=%s\nboomi.api.token=%s", u, tok)
	}
	return hbdS("boomi", f, text, tok)
}

func hbdEDI() Sample {
	p := hbdPW()
	up := hbdURLPW()
	partner := strings.ToUpper(hbdCo()) + hbdP(" Logistics", " Retail", " Foods", " Supply")
	u := hbdP("edi_", "as2_", "ftp_") + hbdCo()
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(7) {
	case 0:
		f, text = "email", fmt.Sprintf("Hello,\n\nplease find the SFTP details for %s below:\nHost: sftp.%s.com\nPort: 22\nUser: %s\nPassword: %s\nInbound folder: /in/ORDERS\n\nBest regards", partner, hbdCo(), u, p)
	case 1:
		f, text = "url", fmt.Sprintf("Partner profile points to sftp://%s:%s@edi.%s.net:2222/outbound/DESADV", u, up, hbdCo())
		return hbdS("edi-sftp", f, text, up)
	case 2:
		f, text = "chat", fmt.Sprintf("the PGP passphrase for the 850/855 keypair is %s – decrypt works now", p)
	case 3:
		f, text = "ini", fmt.Sprintf("[Sessions\\%s]\nHostName=ftp.%s.com\nUserName=%s\nPassword=%s\nFSProtocol=2", strings.ReplaceAll(partner, " ", "%20"), hbdCo(), u, p)
	case 4:
		f, text = "runbook", fmt.Sprintf("AS2 setup for %s\n1. Import partner cert (CN=as2.%s.com)\n2. Keystore password: %s\n3. %s", partner, hbdCo(), p, ord)
		return hbdSK("edi-sftp", f, text, []string{ord}, p)
	case 5:
		f, text = "shell", fmt.Sprintf("$ lftp -u %s,%s sftp://mft.%s.com\nlftp %s@mft.%s.com:~> ls /out", u, p, hbdCo(), u, hbdCo())
	default:
		f, text = "chat-de", fmt.Sprintf("EDI-Partner %s: SFTP-Benutzer %s, Passwort lautet %s. Testdatei INVOIC kam an.", partner, u, p)
	}
	return hbdS("edi-sftp", f, text, p)
}

func hbdCutover() Sample {
	p := hbdPW()
	ord := hbdOrdinary()
	ord2 := hbdOrdinary()
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("[%s] %s: go-live tonight 🚀 temp password for all migrated users is %s, force change is on", hbdTime()[:5], hbdName(), p)
	case 1:
		f, text = "runbook", fmt.Sprintf("CUTOVER RUNBOOK – wave 2\n%s\n- Task 31: lock users (EWZ5)\n- Task 32: log on as CUTOVER01, password %s\n%s", ord, p, ord2)
		return hbdSK("cutover", f, text, []string{ord, ord2}, p)
	case 2:
		f, text = "meeting-notes", fmt.Sprintf("Go/No-Go call %s\nAttendees: %s, %s, %s\nDecision: GO\nFiori test user FIORI_TEST pw %s for smoke tests", hbdDate(), hbdName(), hbdName(), hbdName(), p)
	case 3:
		f, text = "chat", fmt.Sprintf("%s\nalso: LSMW run needs the migration user, MIG_USER / %s", ord, p)
		return hbdSK("cutover", f, text, []string{ord}, p)
	case 4:
		f, text = "chat-it", fmt.Sprintf("per il go-live di stanotte la password dell'utente di migrazione è %s", p)
	default:
		f, text = "csv", fmt.Sprintf("task,owner,system,user,password,status\n%d,%s,%s,MIG_%s,%s,open\n%d,%s,%s,,,done", hbdI(10, 60), hbdName(), hbdSID(), strings.ToUpper(hbdLast[rng.IntN(len(hbdLast))]), p, hbdI(61, 99), hbdName(), hbdSID())
	}
	return hbdS("cutover", f, text, p)
}

func hbdSAPMisc() Sample {
	p := hbdPW()
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "config", fmt.Sprintf("# saprouttab\nP    194.39.131.34    %s    3299    %s\nP    10.1.0.0/16    *    *\nD    *    *    *", hbdHost(), p)
	case 1:
		f, text = "chat", fmt.Sprintf("Cloud Connector admin UI: https://scc.%s.local:8443 user Administrator pw %s (changed from manage)", hbdCo(), p)
	case 2:
		ss := hbdMix(32)
		f, text = "notes", fmt.Sprintf("Ariba Network cXML shared secret for %s: %s", strings.ToUpper(hbdCo()), ss)
		return hbdS("sap-misc", f, text, ss)
	default:
		f, text = "chat-ja", fmt.Sprintf("SAP Router のパスワードは %s です。", p)
	}
	return hbdS("sap-misc", f, text, p)
}
