package main

import (
	"fmt"
	"strings"
)

// Traps of the ERP world: document numbers, company codes, clients, transports, object names,
// Salesforce and NetSuite ids, GL accounts, tcodes, menu paths, talk about passwords, code that
// handles passwords without holding one, placeholders, runbooks with no credential in them.

func hbdTrapGens() []hbdGen {
	return []hbdGen{
		{16, hbdTrapDocNums}, {10, hbdTrapOrgUnits}, {10, hbdTrapTransports}, {10, hbdTrapObjects},
		{14, hbdTrapSFIds}, {10, hbdTrapGL}, {10, hbdTrapTcodes}, {18, hbdTrapTalkPW},
		{14, hbdTrapCodePW}, {18, hbdTrapPlaceholder}, {8, hbdTrapNetSuite}, {8, hbdTrapDynamics},
		{10, hbdTrapIDoc}, {12, hbdTrapCutover}, {10, hbdTrapMiddleware},
	}
}

func hbdTrapDocNums() Sample {
	po := "45000" + hbdD(5)
	so := "0000" + hbdP("1", "2") + hbdD(5)
	dl := "80" + hbdD(8)
	inv := "90" + hbdD(8)
	fi := "19" + hbdD(8)
	mat := hbdP("MAT-", "", "FG-") + hbdD(hbdI(6, 8))
	var text, f string
	switch rng.IntN(7) {
	case 0:
		f, text = "chat", fmt.Sprintf("PO %s is blocked, GR posted but invoice %s has a price variance", po, inv)
	case 1:
		f, text = "email", fmt.Sprintf("Hi %s,\n\nsales order %s was delivered with delivery %s, billing document %s.\nCould you check why the output was not sent?\n\nThanks,\n%s", hbdName(), so, dl, inv, hbdName())
	case 2:
		f, text = "csv", fmt.Sprintf("doc_type,doc_number,fiscal_year,company_code,amount,currency\nKR,%s,%d,1000,%d.%02d,EUR\nRE,%s,%d,1000,%d.%02d,EUR", fi, hbdI(2023, 2026), hbdI(100, 99999), hbdI(0, 99), "51"+hbdD(8), hbdI(2023, 2026), hbdI(100, 99999), hbdI(0, 99))
	case 3:
		f, text = "ticket", fmt.Sprintf("INC%s: Material %s cannot be added to PO %s – error ME 062", hbdD(7), mat, po)
	case 4:
		f, text = "chat-de", fmt.Sprintf("Bestellung %s ist freigegeben, Lieferung %s folgt morgen.", po, dl)
	case 5:
		f, text = "log", fmt.Sprintf("%s %s BAPI_PO_CREATE1 returned PO %s\n%s %s BAPI_GOODSMVT_CREATE material document 50000%s", hbdDate(), hbdTime(), po, hbdDate(), hbdTime(), hbdD(5))
	default:
		f, text = "markdown", fmt.Sprintf("| Order | Delivery | Invoice | Status |\n|---|---|---|---|\n| %s | %s | %s | open |\n| %s | %s | – | in transit |", so, dl, inv, "0000"+hbdD(6), "80"+hbdD(8))
	}
	return hbdT("trap-doc-number", f, text)
}

func hbdTrapOrgUnits() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("log on to client 800 in %s, company code %s, plant %s", hbdSID(), hbdP("1000", "1010", "US01", "DE01"), hbdP("1010", "1710", "2000"))
	case 1:
		f, text = "notes", "Org structure for the rollout\n- Company code 1710 (US)\n- Sales org 1710, distr. channel 10, division 00\n- Plant 1710, storage location 171A\n- Controlling area A000"
	case 2:
		f, text = "yaml", fmt.Sprintf("sap:\n  system: %s\n  client: \"%s\"\n  company_code: \"%s\"\n  language: DE", hbdSID(), hbdClient(), hbdP("1000", "2000", "3100"))
	case 3:
		f, text = "chat-es", fmt.Sprintf("la sociedad %s y el centro %s se activan en la ola 2", hbdP("ES01", "2100", "MX10"), hbdP("2110", "MX11"))
	case 4:
		f, text = "chat", fmt.Sprintf("mandant %s is the golden client, %s is for unit tests", hbdP("100", "200"), hbdP("110", "210"))
	default:
		f, text = "csv", "client,description,role\n000,SAP reference,-\n"+hbdP("100", "110")+",Customizing,golden\n"+hbdP("200", "210", "300")+",Unit test,test\n800,"+hbdP("IDES demo", "Training", "Sandbox")+",demo"
	}
	return hbdT("trap-org-unit", f, text)
}

func hbdTrapTransports() Sample {
	sid := hbdSID()
	tr := sid[:3] + "K9" + hbdD(5)
	tr2 := sid[:3] + "K9" + hbdR("ABCDEF0123456789", 5)
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "chat", fmt.Sprintf("please import %s and %s to QAS, in that order", tr, tr2)
	case 1:
		f, text = "shell", fmt.Sprintf("tp addtobuffer %s QAS client=%s pf=/usr/sap/trans/bin/TP_DOMAIN_%s.PFL\ntp import %s QAS client=%s U1", tr, hbdClient(), sid, tr, hbdClient())
	case 2:
		f, text = "markdown", fmt.Sprintf("| Transport | Owner | Description |\n|---|---|---|\n| %s | %s | SD pricing ZPR0 |\n| %s | %s | FI validation |", tr, strings.ToUpper(hbdUser()), tr2, strings.ToUpper(hbdUser()))
	case 3:
		f, text = "log", fmt.Sprintf("STMS import log %s: return code 4 (warnings), %s objects imported", tr, fmt.Sprint(hbdI(3, 400)))
	default:
		f, text = "chat-fr", fmt.Sprintf("l'OT %s est libéré, tu peux l'importer en recette", tr)
	}
	return hbdT("trap-transport", f, text)
}

func hbdTrapObjects() Sample {
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "abap", hbdP("METHOD zif_sd_pricing~calculate.", "METHOD zif_sd_pricing~recalc.", "METHOD zif_sd_orders~update_net.")+"\n  SELECT vbeln, posnr, netwr FROM vbap\n    WHERE vbeln = @iv_vbeln\n    INTO TABLE @DATA(lt_items).\n  CALL FUNCTION 'BAPI_SALESORDER_CHANGE'\n    EXPORTING salesdocument = iv_vbeln.\nENDMETHOD."
	case 1:
		f, text = "chat", fmt.Sprintf("the enhancement is in ZCL_%s_%s, method %s, called from BAdI ME_PROCESS_PO_CUST", hbdP("MM", "SD", "FI"), hbdP("PO_CHECK", "PRICING", "POSTING"), hbdP("CHECK_ITEM", "PROCESS_HEADER"))
	case 2:
		f, text = "notes", "CDS views used in the report: I_SalesOrder, I_SalesOrderItem, I_BillingDocument, ZC_OPEN_ORDERS_Q"
	case 3:
		f, text = "chat", fmt.Sprintf("tables VBAK/VBAP for orders, BKPF/BSEG for FI, and %s for the custom log", "Z"+hbdP("SD", "FI", "MM")+"_"+hbdP("LOG", "AUDIT", "STAGE"))
	default:
		tb := hbdP("MARA|MATNR|MTART", "KNA1|KUNNR|LAND1", "LFA1|LIFNR|ORT01", "VBAK|VBELN|AUART", "T001|BUKRS|BUTXT")
		pt := strings.Split(tb, "|")
		f, text = "python", fmt.Sprintf("result = conn.call('RFC_READ_TABLE', QUERY_TABLE='%s', DELIMITER='|', ROWCOUNT=%d,\n                   FIELDS=[{'FIELDNAME': '%s'}, {'FIELDNAME': '%s'}])", pt[0], hbdP(10, 100, 500, 1000), pt[1], pt[2])
	}
	return hbdT("trap-object-name", f, text)
}

func hbdTrapSFIds() Sample {
	acc := "001" + hbdP("5g", "8c", "Dn") + hbdR(digits+upper, 10)
	con := "003" + hbdP("5g", "8c") + hbdR(digits+upper+lower, 13)
	opp := "006" + hbdP("5g", "8c") + hbdR(digits+upper, 10)
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("org id of the UAT sandbox is %s, prod is %s", hbdSFOrg(), hbdSFOrg())
	case 1:
		f, text = "sql", fmt.Sprintf("SELECT Id, Name, SAP_Customer_Number__c FROM Account WHERE Id = '%s'", acc)
	case 2:
		f, text = "apex", fmt.Sprintf("Opportunity o = [SELECT Id, StageName FROM Opportunity WHERE Id = '%s'];\no.StageName = 'Closed Won';\nupdate o;", opp)
	case 3:
		f, text = "url", fmt.Sprintf("https://%s.lightning.force.com/lightning/r/Contact/%s/view", hbdCo(), con)
	case 4:
		f, text = "csv", fmt.Sprintf("Id,Name,SAP_BP__c\n%s,%s GmbH,%s\n%s,%s Inc,%s", acc, hbdTitle(hbdCo()), "10"+hbdD(6), "001"+hbdP("5g", "8c")+hbdR(digits+upper, 10), hbdTitle(hbdCo()), "10"+hbdD(6))
	default:
		f, text = "log", fmt.Sprintf("%s Upsert Account ext id SAP_BP__c=%s -> %s (created=false)", hbdDate(), "10"+hbdD(6), acc)
	}
	return hbdT("trap-salesforce-id", f, text)
}

func hbdTrapGL() Sample {
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "csv", fmt.Sprintf("gl_account,description,cost_center,profit_center\n%s,Revenue domestic,,PC%s\n%s,Travel expenses,CC%s,\n%s,Office supplies,%s,", "4001"+hbdD(2), hbdD(4), "6"+hbdD(5), hbdD(4), "6"+hbdD(5), "1000-"+hbdD(4))
	case 1:
		f, text = "chat", fmt.Sprintf("post it to GL %s, cost centre %s, WBS %s", "4"+hbdD(5), hbdP("CC-", "")+hbdD(4), "P-"+hbdD(5)+"."+hbdD(2)+"."+hbdD(2))
	case 2:
		f, text = "markdown", fmt.Sprintf("| Legacy account | S/4 GL | Mapping note |\n|---|---|---|\n| %s | %s | 1:1 |\n| %s | %s | merged |", hbdD(4), hbdD(8), hbdD(4), hbdD(8))
	case 3:
		f, text = "chat-de", fmt.Sprintf("Sachkonto %s, Kostenstelle %s, Innenauftrag %s", hbdD(6), hbdD(4), "1"+hbdD(6))
	default:
		f, text = "notes", fmt.Sprintf("Reconciliation account %s for vendors, %s for customers. Tax code V1, A1.", "16"+hbdD(4), "12"+hbdD(4))
	}
	return hbdT("trap-gl-account", f, text)
}

func hbdTrapTcodes() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("go to SM59 → %s → Z_%s_%s, then %s", hbdP("ABAP Connections", "HTTP Connections to External Server", "TCP/IP Connections"), hbdP("CRM", "BW", "PO", "MDG"), hbdSID(), hbdP("Connection Test", "Unicode Test", "Authorization Test"))
	case 1:
		f, text = "runbook", "1. SU01 – lock dialog users\n2. SM37 – hold released jobs\n3. SMQ1/SMQ2 – check queues are empty\n4. STMS – import final transports"
	case 2:
		f, text = "chat", fmt.Sprintf("menu path is Tools / Administration / User Maintenance / Users, or just /n%s", hbdP("SU01", "SU10", "PFCG"))
	case 3:
		f, text = "notes", "Useful tcodes: ST22 (dumps), SM21 (system log), SLG1 (app log), WE02 (IDocs), SRT_UTIL (web services), STRUST (certificates)."
	case 4:
		f, text = "chat-de", "Bitte in SPRO unter Finanzwesen / Hauptbuchhaltung / Stammdaten nachsehen."
	default:
		f, text = "chat", "SU53 shows missing S_TCODE for SE16N – can someone add it to the FI_DISPLAY role?"
	}
	return hbdT("trap-tcode", f, text)
}

func hbdTrapTalkPW() Sample {
	var text, f string
	switch rng.IntN(14) {
	case 0:
		f, text = "chat", fmt.Sprintf("the password policy requires %d characters and one special character", hbdP(10, 12, 14))
	case 1:
		f, text = "notes", fmt.Sprintf("Profile parameters after hardening:\nlogin/min_password_lng = %d\nlogin/password_expiration_time = %d\nlogin/fails_to_user_lock = 5", hbdP(10, 12), hbdP(90, 180))
	case 2:
		f, text = "chat", "I reset your password in SU01, you'll get the initial one from the service desk by phone"
	case 3:
		f, text = "email", "Hi,\n\nthe Salesforce security token is only sent by e-mail after you reset your password. Please check your inbox and paste it into the Data Loader settings yourself.\n\nBest"
	case 4:
		f, text = "chat", "don't put passwords in the runbook, we use the vault entry 'sap/prd/basis' for that"
	case 5:
		f, text = "chat-de", "Das Kennwort läuft nach 90 Tagen ab, bitte rechtzeitig ändern."
	case 6:
		f, text = "ticket", fmt.Sprintf("INC%s – user cannot log in: \"Name or password is incorrect (repeat logon)\". User was locked after 5 attempts, unlocked.", hbdD(7))
	case 7:
		f, text = "chat-fr", "le mot de passe doit contenir au moins 12 caractères, dont un chiffre"
	case 8:
		f, text = "chat", "login / password fields are greyed out on the Fiori launchpad, cache issue?"
	case 9:
		f, text = "chat-ja", "パスワードは90日ごとに変更してください。"
	case 10:
		f, text = "notes", "NetSuite TBA: the token secret is shown once when the token is created – store it directly in the vault, never in the ticket."
	case 11:
		f, text = "chat", "who has the admin password for the Odoo test db? I need to ask them, don't post it here"
	case 12:
		f, text = "chat-es", "olvidé mi contraseña de SAP, ¿a quién le pido el reseteo?"
	default:
		f, text = "chat", "password rotation for all RFC users is scheduled for the weekend after go-live"
	}
	return hbdT("trap-talk-about-password", f, text)
}

func hbdTrapCodePW() Sample {
	var text, f string
	switch rng.IntN(12) {
	case 0:
		f, text = "python", "import os\nconn = Connection(ashost=os.environ['SAP_HOST'], sysnr='"+hbdP("00", "01", "10")+"', client='"+hbdClient()+"',\n                  user=os.environ['SAP_USER'], passwd=os.environ['SAP_PASSWORD'])"
	case 1:
		v := hbdP("lv_password", "lv_pwd", "lv_passwd", "lv_secret")
		f, text = "abap", "DATA "+v+" TYPE string.\n"+v+" = iv_password.\nIF "+v+" IS INITIAL.\n  RAISE EXCEPTION TYPE zcx_missing_credentials.\nENDIF."
	case 2:
		f, text = "java", "String password = System.getenv(\"SF_PASSWORD\");\nString token = System.getenv(\"SF_SECURITY_TOKEN\");\nconnection.login(username, password + token);"
	case 3:
		f, text = "yaml", "sap:\n  user: ${SAP_USER}\n  password: ${SAP_PASSWORD}\n  client: \"100\""
	case 4:
		f, text = "properties", "sfdc.username=${secure::sfdc.username}\nsfdc.password=${secure::sfdc.password}\nsfdc.token=${secure::sfdc.token}"
	case 5:
		f, text = "javascript", "const { password } = req.body;\nconst hash = await bcrypt.hash(password, 12);\nawait db.users.update({ id }, { passwordHash: hash });"
	case 6:
		f, text = "csharp", "var secret = await keyVault.GetSecretAsync(\"d365-client-secret\");\nvar cred = new ClientSecretCredential(tenantId, clientId, secret.Value.Value);"
	case 7:
		f, text = "groovy", "def service = ITApiFactory.getService(SecureStoreService.class, null)\ndef cred = service.getUserCredential(\"SFTP_PARTNER_ACME\")\ndef pwd = new String(cred.getPassword())"
	case 8:
		f, text = "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: odoo-db\n        key: password"
	case 9:
		f, text = "terraform", "resource \"aws_secretsmanager_secret\" \"sap_rfc\" {\n  name = \"sap/rfc/password\"\n}\n\nvariable \"db_password\" {\n  type      = string\n  sensitive = true\n}"
	case 10:
		f, text = "python", "def check_password(plain: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(plain.encode(), hashed)"
	default:
		f, text = "shell", "read -s -p \"HANA SYSTEM password: \" HDBPW\nhdbsql -n "+hbdP("hana01", "hdb-prd02", "s4db03")+":"+hbdP("30015", "30013", "30041")+" -u SYSTEM -p \"$HDBPW\" -d SYSTEMDB \"SELECT 1 FROM DUMMY\""
	}
	return hbdT("trap-code-handling-password", f, text)
}

func hbdTrapPlaceholder() Sample {
	var text, f string
	switch rng.IntN(14) {
	case 0:
		f, text = "readme", "Set `SF_TOKEN=<your-token>` in `.env` before running `npm start`."
	case 1:
		f, text = "yaml", "netsuite:\n  consumer_key: YOUR_CONSUMER_KEY\n  consumer_secret: YOUR_CONSUMER_SECRET\n  token_id: YOUR_TOKEN_ID\n  token_secret: YOUR_TOKEN_SECRET"
	case 2:
		f, text = "env", "# .env.example\nSAP_USER=\nSAP_PASSWORD=\nSAP_CLIENT="+hbdClient()+"\nSAP_ASHOST=\nSAP_SYSNR="+hbdP("00", "01")
	case 3:
		f, text = "chat", "the default in the docker image is changeme, set your own before exposing it"
	case 4:
		f, text = "log", "connecting to hana01:30015 as SYSTEM password=********"
	case 5:
		f, text = "readme", "```\ncurl -u <user>:<password> https://<tenant>.it-cpi018.cfapps.eu10.hana.ondemand.com/api/v1/\n```"
	case 6:
		f, text = "properties", "jco.client.user=RFC_"+hbdP("USER", "CRM01", "BW02")+"\njco.client.passwd=xxxx\n# real value is in the secure store"
	case 7:
		f, text = "json", "{\n  \"clientid\": \"{{CPI_CLIENT_ID}}\",\n  \"clientsecret\": \"{{CPI_CLIENT_SECRET}}\"\n}"
	case 8:
		f, text = "readme", "Replace `sk_live_...` with your own Stripe secret key; never commit it."
	case 9:
		f, text = "ini", "[sftp]\nhost = sftp.partner.example\nuser = edi_partner\npassword = <from vault>"
	case 10:
		f, text = "chat", "token looks like ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX, just generate one in settings"
	case 11:
		f, text = "notes-de", "Passwort: [siehe Passwortsafe, Eintrag \""+hbdSID()+" "+hbdP("DDIC", "SAP*", "TMSADM", "RFC_CRM01")+"\"]"
	case 12:
		f, text = "xml", "<parameter name=\"mid.instance.password\" value=\"REPLACE_ME\"/>"
	default:
		f, text = "docs", "Authorization: Bearer <access_token>"
	}
	return hbdT("trap-placeholder", f, text)
}

func hbdTrapNetSuite() Sample {
	acct := hbdD(7) + hbdP("", "_SB1", "_SB2")
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "chat", fmt.Sprintf("NetSuite account id is %s, role Administrator (3) is enough for the test", acct)
	case 1:
		f, text = "javascript", fmt.Sprintf("/**\n * @NApiVersion 2.1\n * @NScriptType UserEventScript\n */\ndefine(['N/record'], (record) => ({\n  afterSubmit: (ctx) => log.debug('SO', ctx.newRecord.id)\n}));\n// deployed as customdeploy_so_sync_%d", hbdI(1, 9))
	case 2:
		f, text = "url", fmt.Sprintf("https://%s.app.netsuite.com/app/accounting/transactions/salesord.nl?id=%d", strings.ToLower(strings.ReplaceAll(acct, "_", "-")), hbdI(10000, 999999))
	case 3:
		f, text = "notes", fmt.Sprintf("Integration record: \"Celigo SF-NS\", application id %s, state Enabled, TBA checked", hbdUUID())
	default:
		f, text = "csv", fmt.Sprintf("internalid,tranid,entity,status\n%d,SO%d,%d,Pending Fulfillment", hbdI(10000, 99999), hbdI(1000, 9999), hbdI(100, 999))
	}
	return hbdT("trap-netsuite-id", f, text)
}

func hbdTrapDynamics() Sample {
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "chat", fmt.Sprintf("tenant id %s, environment https://%s.crm4.dynamics.com", hbdUUID(), hbdCo())
	case 1:
		f, text = "url", fmt.Sprintf("https://%s.crm.dynamics.com/main.aspx?appid=%s&pagetype=entityrecord&etn=account&id=%s", hbdCo(), hbdUUID(), hbdUUID())
	case 2:
		f, text = "notes", "Entities in scope: account, contact, salesorder, invoice, msdyn_workorder. Business unit: root."
	case 3:
		f, text = "json", fmt.Sprintf("{\n  \"EnvironmentId\": \"%s\",\n  \"Region\": \"europe\",\n  \"SolutionName\": \"ErpIntegration\",\n  \"Version\": \"1.%d.%d.0\"\n}", hbdUUID(), hbdI(0, 9), hbdI(0, 99))
	default:
		f, text = "chat", "Power Automate flow 'SO to S4' fails on the 'List rows' step with 0x80040220, privilege missing"
	}
	return hbdT("trap-dynamics-id", f, text)
}

func hbdTrapIDoc() Sample {
	idoc := "0000000" + hbdD(9)
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "chat", fmt.Sprintf("IDoc %s ORDERS05 in status 51, partner %s, message 'customer material not found'", idoc, "10"+hbdD(6))
	case 1:
		f, text = "edi", fmt.Sprintf("ISA*00*          *00*          *ZZ*%s     *ZZ*%s    *%s*%s*U*00401*%s*0*P*>~\nGS*PO*%s*%s*20%s*1200*%s*X*004010~", hbdCo5()+"EDI", hbdCo5()+"SAP", "24"+hbdD(4), hbdD(4), hbdD(9), hbdCo5(), "SAP", "24"+hbdD(4), hbdD(4))
	case 2:
		f, text = "edi", fmt.Sprintf("UNB+UNOC:3+%s:14+%s:14+%s:%s+%s'\nUNH+1+ORDERS:D:96A:UN:EAN008'", "40"+hbdD(11), "40"+hbdD(11), hbdD(6), hbdD(4), hbdD(6))
	case 3:
		f, text = "log", fmt.Sprintf("%s WE02: %d IDocs DESADV in status 53, %d in 51", hbdDate(), hbdI(100, 900), hbdI(1, 20))
	default:
		f, text = "notes", fmt.Sprintf("Partner profile WE20: LS %s, outbound ORDRSP, port SFTP_%s, basic type ORDERS05", strings.ToUpper(hbdCo()), strings.ToUpper(hbdCo()))
	}
	return hbdT("trap-idoc", f, text)
}

func hbdTrapCutover() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "runbook", fmt.Sprintf("CUTOVER – %s\n22:00 lock users (Basis)\n22:30 final delta load BP (%s)\n01:00 reconcile open items (Finance)\n04:00 go/no-go call", hbdDate(), hbdName())
	case 1:
		f, text = "chat", fmt.Sprintf("[%s] %s: mock 3 done, 0 errors in open POs, %d in open SOs", hbdTime()[:5], hbdName(), hbdI(1, 40))
	case 2:
		f, text = "meeting-notes", fmt.Sprintf("Go/No-Go %s\n- Data migration: green\n- Interfaces: amber (EDI partner %s not tested)\n- Decision: GO with workaround", hbdDate(), strings.ToUpper(hbdCo()))
	case 3:
		f, text = "chat-de", "Hypercare: Tickets bitte mit Priorität und Transaktion melden, nicht per Mail."
	case 4:
		f, text = "markdown", "| Step | Owner | Start | Duration |\n|---|---|---|---|\n| Lock users | Basis | "+hbdP("21:00", "22:00", "23:00")+" | "+hbdP("10m", "15m", "20m")+" |\n| Stop jobs | Basis | 22:15 | 30m |\n| Load GL balances | FI | 23:00 | 2h |"
	default:
		f, text = "email", fmt.Sprintf("Team,\n\ngo-live is confirmed for %s. Please be on the bridge call from 21:30.\nDial-in: +49 30 %s %s\n\nRegards,\n%s", hbdDate(), hbdD(4), hbdD(4), hbdName())
	}
	return hbdT("trap-cutover", f, text)
}

func hbdTrapMiddleware() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "properties", fmt.Sprintf("http.port=8081\nsftp.host=mft.%s.com\nsftp.port=22\nsftp.path=/in/orders\npoll.cron=0 */5 * * * ?", hbdCo())
	case 1:
		f, text = "xml", "<flow name=\"sap-orders-to-sf\">\n  <sap:document-listener config-ref=\"SAP_Config\" idocName=\"ORDERS05\"/>\n  <salesforce:upsert config-ref=\"SF_Config\" objectType=\"Order\" externalIdFieldName=\"SAP_Order__c\"/>\n</flow>"
	case 2:
		f, text = "chat", fmt.Sprintf("Boomi process 'NS Invoice to SAP' v%d deployed to the prod molecule, schedule every 15 min", hbdI(10, 60))
	case 3:
		f, text = "notes", fmt.Sprintf("CPI iFlow ids: Replicate_BP_S4_to_C4C, Send_Invoice_%s_AS2, Receive_Orders_SFTP", strings.ToUpper(hbdCo()))
	case 4:
		f, text = "log", fmt.Sprintf("%s %s ERROR [mule] SFTP connection to mft.%s.com failed: Auth fail for methods 'publickey,password'", hbdDate(), hbdTime(), hbdCo())
	default:
		f, text = "yaml", "api:\n  name: order-sapi\n  version: v1\n  autodiscovery: true\nsap:\n  jco:\n    pool-capacity: 10\n    peak-limit: 20"
	}
	return hbdT("trap-middleware", f, text)
}

func hbdTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hbdCo5() string {
	c := strings.ToUpper(hbdCo())
	if len(c) > 5 {
		c = c[:5]
	}
	return c
}
