package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Generic traps: hashes, ids, versions, digests, base64 of ordinary data, public keys and
// certificates, publishable keys, paths, URLs, e-mails, hostnames, tickets, dates, phone
// numbers, product codes, menu paths, non-English text, variable names, stack traces, diffs.

func hbdTrap2Gens() []hbdGen {
	return []hbdGen{
		{12, hbdTrapGitSHA}, {10, hbdTrapChecksum}, {14, hbdTrapIDs}, {10, hbdTrapVersion},
		{8, hbdTrapDigest}, {8, hbdTrapB64Data}, {10, hbdTrapPublicKey}, {9, hbdTrapPublishable},
		{14, hbdTrapPathURL}, {10, hbdTrapTicket}, {9, hbdTrapMenu}, {16, hbdTrapForeign},
		{10, hbdTrapVarNames}, {8, hbdTrapStack}, {6, hbdTrapDiff}, {10, hbdTrapTable},
	}
}

func hbdTrapGitSHA() Sample {
	sha := hbdHex(40)
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "shell", fmt.Sprintf("$ git log --oneline -3\n%s fix pricing condition ZPR0 rounding\n%s add BP replication retry\n%s bump cap to 8.%d", hbdHex(7), hbdHex(7), hbdHex(7), hbdI(0, 9))
	case 1:
		f, text = "chat", fmt.Sprintf("abapGit pulled commit %s into package ZSD_PRICING", sha)
	case 2:
		f, text = "log", fmt.Sprintf("commit %s\nAuthor: %s <%s@%s.com>\nDate:   %s\n\n    CPI: move SFTP credential to security material", sha, hbdName(), hbdFirst[rng.IntN(len(hbdFirst))], hbdCo(), hbdDate())
	case 3:
		f, text = "chat-de", fmt.Sprintf("Der Fix ist in %s, bitte rebasen.", hbdHex(hbdP(7, 10, 12)))
	case 4:
		f, text = "url", fmt.Sprintf("https://github.com/%s/cpi-flows/commit/%s", hbdCo(), sha)
	default:
		f, text = "yaml", fmt.Sprintf("build:\n  commit: %s\n  branch: release/wave-2\n  pipeline: %d", sha, hbdI(1000, 9999))
	}
	return hbdT("trap-git-sha", f, text)
}

func hbdTrapChecksum() Sample {
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "shell", fmt.Sprintf("$ sha256sum SAPCAR_1300-70007716.EXE\n%s  SAPCAR_1300-70007716.EXE", hbdHex(64))
	case 1:
		f, text = "notes", fmt.Sprintf("Release 2.%d.0 checksums\nSHA-256 (order-bridge.jar) = %s\nMD5 (order-bridge.jar) = %s", hbdI(0, 9), hbdHex(64), hbdHex(32))
	case 2:
		f, text = "chat", fmt.Sprintf("md5 of the export file is %s, same as yesterday so nothing changed", hbdHex(32))
	case 3:
		f, text = "log", fmt.Sprintf("%s INFO  file ORDERS_%s.xml received, sha1=%s size=%d", hbdDate(), hbdD(8), hbdHex(40), hbdI(1000, 900000))
	default:
		f, text = "json", fmt.Sprintf("{\n  \"name\": \"sap-cap-service\",\n  \"integrity\": \"sha512-%s\"\n}", base64.StdEncoding.EncodeToString(hbdBytes(64)))
	}
	return hbdT("trap-checksum", f, text)
}

func hbdTrapIDs() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "log", fmt.Sprintf("%s %s ERROR request_id=%s correlation_id=%s status=502 upstream=sap-gw", hbdDate(), hbdTime(), hbdUUID(), hbdUUID())
	case 1:
		f, text = "http", fmt.Sprintf("HTTP/1.1 500 Internal Server Error\nx-correlation-id: %s\nx-vcap-request-id: %s\nsap-server: true", hbdUUID(), hbdUUID())
	case 2:
		f, text = "chat", fmt.Sprintf("the MPL for the failed run has message id %s, check the trace", hbdUUID())
	case 3:
		f, text = "ticket", fmt.Sprintf("Support case %s opened with SAP, component BC-CP-IS, incident id %s", hbdD(6)+"/"+fmt.Sprint(hbdI(2023, 2026)), hbdUUID())
	case 4:
		f, text = "log", fmt.Sprintf("trace_id=%s span_id=%s service=order-sapi", hbdHex(32), hbdHex(16))
	default:
		f, text = "chat", fmt.Sprintf("build #%d on Jenkins (build id %s) failed in the ATC step", hbdI(100, 9000), hbdDate()+"_"+strings.ReplaceAll(hbdTime(), ":", "-"))
	}
	return hbdT("trap-id", f, text)
}

func hbdTrapVersion() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("we are on S/4HANA %d FPS0%d, kernel 7.%d PL %d", hbdP(2021, 2022, 2023), hbdI(0, 3), hbdP(89, 93), hbdI(10, 400))
	case 1:
		f, text = "notes", fmt.Sprintf("SAP_BASIS 75%s SP %02d, SAP_UI 7%s SP %02d, ST-PI 740 SP %02d", hbdP("7", "8"), hbdI(1, 9), hbdP("57", "58"), hbdI(1, 12), hbdI(20, 28))
	case 2:
		f, text = "json", fmt.Sprintf("\"dependencies\": {\n  \"@sap/cds\": \"^%d.%d.%d\",\n  \"@sap/xssec\": \"^%d.%d.%d\"\n}", hbdI(6, 8), hbdI(0, 9), hbdI(0, 9), hbdI(3, 4), hbdI(0, 9), hbdI(0, 9))
	case 3:
		f, text = "chat", fmt.Sprintf("Mule runtime %d.%d.%d, Boomi atom %d.%d.%d, Odoo %d.0+e", 4, hbdI(4, 9), hbdI(0, 9), hbdI(24, 25), hbdI(1, 12), hbdI(0, 9), hbdI(16, 18))
	case 4:
		f, text = "log", fmt.Sprintf("Starting order-bridge v%d.%d.%d-rc.%d (build %s)", hbdI(1, 3), hbdI(0, 20), hbdI(0, 9), hbdI(1, 5), hbdHex(8))
	default:
		f, text = "chat", fmt.Sprintf("Salesforce API version %d.0, Workday WWS v%d.%d", hbdI(58, 62), hbdI(41, 44), hbdI(0, 2))
	}
	return hbdT("trap-version", f, text)
}

func hbdTrapDigest() Sample {
	d := "sha256:" + hbdHex(64)
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "yaml", fmt.Sprintf("containers:\n  - name: odoo\n    image: odoo@%s", d)
	case 1:
		f, text = "shell", fmt.Sprintf("$ docker pull ghcr.io/%s/edi-translator:1.%d\nDigest: %s\nStatus: Downloaded newer image", hbdCo(), hbdI(0, 9), d)
	case 2:
		f, text = "chat", fmt.Sprintf("pin the image to %s so the cutover uses the tested build", d)
	default:
		f, text = "dockerfile", fmt.Sprintf("FROM eclipse-temurin:17-jre@%s\nCOPY target/order-bridge.jar /app/app.jar", d)
	}
	return hbdT("trap-image-digest", f, text)
}

func hbdTrapB64Data() Sample {
	plain := hbdP(
		fmt.Sprintf(`{"orderId":"%s","status":"SHIPPED"}`, "45000"+hbdD(5)),
		"Hello from the CPI test iFlow",
		fmt.Sprintf("<ORDERS05><IDOC BEGIN=\"1\"><E1EDK01 SEGMENT=\"1\"><BELNR>%s</BELNR></E1EDK01></IDOC></ORDERS05>", hbdD(10)),
		"material;plant;quantity\nMAT-1001;1010;25",
	)
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "log", fmt.Sprintf("%s DEBUG payload (base64): %s", hbdDate(), b)
	case 1:
		f, text = "json", fmt.Sprintf("{\n  \"fileName\": \"orders.csv\",\n  \"contentType\": \"text/plain\",\n  \"content\": \"%s\"\n}", b)
	case 2:
		f, text = "chat", fmt.Sprintf("the body is just base64 of the test payload: %s", b)
	default:
		f, text = "xml", fmt.Sprintf("<attachment name=\"note.txt\" encoding=\"base64\">%s</attachment>", b)
	}
	return hbdT("trap-base64-data", f, text)
}

func hbdTrapPublicKey() Sample {
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "config", fmt.Sprintf("# ~/.ssh/authorized_keys on the EDI gateway\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ%s %s@%s", base64.StdEncoding.EncodeToString(hbdBytes(180)), hbdFirst[rng.IntN(len(hbdFirst))], hbdCo())
	case 1:
		f, text = "chat", fmt.Sprintf("partner's public key for the SFTP: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s edi@%s", base64.RawStdEncoding.EncodeToString(hbdBytes(32)), hbdCo())
	case 2:
		f, text = "pem", fmt.Sprintf("AS2 partner certificate (public):\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----", hbdPEMBody(hbdI(4, 8)))
	case 3:
		f, text = "pem", fmt.Sprintf("-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----", hbdPEMBody(3))
	default:
		f, text = "pgp", fmt.Sprintf("Our PGP public key for encrypted remittance files:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n-----END PGP PUBLIC KEY BLOCK-----", hbdPEMBody(hbdI(4, 8)))
	}
	return hbdT("trap-public-key", f, text)
}

func hbdTrapPublishable() Sample {
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements();", hbdMix(hbdP(24, 99)))
	case 1:
		f, text = "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hbdR(b64url, 38))
	case 2:
		f, text = "chat", fmt.Sprintf("publishable key for the B2B shop checkout is pk_test_%s, that one is fine in the frontend", hbdMix(24))
	default:
		f, text = "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_%s\nNEXT_PUBLIC_SHOP_CURRENCY=EUR", hbdMix(24))
	}
	return hbdT("trap-publishable-key", f, text)
}

func hbdTrapPathURL() Sample {
	var text, f string
	switch rng.IntN(7) {
	case 0:
		f, text = "chat", fmt.Sprintf("files land in /usr/sap/%s/SYS/global/edi/in and get archived to /interface/archive/%s", hbdSID(), hbdDate())
	case 1:
		f, text = "chat", fmt.Sprintf("Fiori launchpad: https://%s:44300/sap/bc/ui2/flp?sap-client=%s&sap-language=EN", hbdHost(), hbdClient())
	case 2:
		f, text = "email", fmt.Sprintf("Please send the mapping spec to %s.%s@%s.com and cc integration-team@%s.com", hbdFirst[rng.IntN(len(hbdFirst))], hbdLast[rng.IntN(len(hbdLast))], hbdCo(), hbdCo())
	case 3:
		f, text = "chat", fmt.Sprintf("my SAP user is %s, I only need display access", strings.ToUpper(hbdUser()))
	case 4:
		f, text = "notes", fmt.Sprintf("Hosts\n- %s (PAS)\n- %s (AAS)\n- %s (HANA)", hbdHost(), hbdHost(), hbdHost())
	case 5:
		f, text = "chat", hbdP("C:", "D:")+"\\Users\\Public\\SAP\\SAP GUI\\saplogon.ini is the file you need to copy"
	default:
		f, text = "url", fmt.Sprintf("https://%s.service-now.com/nav_to.do?uri=incident.do?sys_id=%s", hbdCo(), hbdHex(32))
	}
	return hbdT("trap-path-url", f, text)
}

func hbdTrapTicket() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", fmt.Sprintf("see INC%s and CHG%s, both linked to PRB%s", hbdD(7), hbdD(7), hbdD(7))
	case 1:
		f, text = "chat", fmt.Sprintf("call the hotline +49 6227 %s or +1 (610) 555-%s", hbdD(6), hbdD(4))
	case 2:
		f, text = "csv", fmt.Sprintf("sku,description,ean\n%s-%s-%s,Pallet wrap 500mm,40%s\n%s-%s-%s,Label printer ribbon,40%s", hbdR(upper, 3), hbdR(upper+digits, 4), hbdR(upper+digits, 4), hbdD(11), hbdR(upper, 3), hbdR(upper+digits, 4), hbdR(upper+digits, 4), hbdD(11))
	case 3:
		f, text = "ticket", fmt.Sprintf("JIRA ERP-%d: invoice layout for %s, due %s", hbdI(100, 9999), hbdP("Spain", "Mexico", "Poland"), hbdDate())
	case 4:
		f, text = "chat", fmt.Sprintf("serial number of the handheld scanner: %s%s, asset tag AT-%s", hbdR(upper, 2), hbdD(10), hbdD(6))
	default:
		f, text = "notes", fmt.Sprintf("SAP note %d applied, KBA %d checked, license key request for hardware key %s pending", hbdI(2000000, 3500000), hbdI(2000000, 3500000), hbdR(upper, 1)+hbdD(10))
	}
	return hbdT("trap-ticket-number", f, text)
}

func hbdTrapMenu() Sample {
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "chat", "go to Admin / Settings / Users and untick 'force password change'"
	case 1:
		f, text = "chat", "in Salesforce: Setup / Security / Session Settings, then lock sessions to the IP"
	case 2:
		f, text = "notes", "Odoo: Settings / Users & Companies / Users, open the user, Action / Change Password"
	case 3:
		f, text = "chat", "click Login / Sign in with Microsoft, not the username form"
	case 4:
		f, text = "chat", "Workday: Menu / Security / Maintain Permissions for Security Group"
	default:
		f, text = "chat", "it's under Administrator / Integrations / Connected Apps in the left nav"
	}
	return hbdT("trap-menu-path", f, text)
}

func hbdTrapForeign() Sample {
	var text, f string
	switch rng.IntN(12) {
	case 0:
		f, text = "chat-de", "Kannst du mir bitte das Kennwort für den Testbenutzer per Telefon durchgeben? Nicht im Chat."
	case 1:
		f, text = "chat-fr", "Le compte technique est verrouillé, il faut réinitialiser le mot de passe dans SU01."
	case 2:
		f, text = "chat-es", "La contraseña caduca cada 90 días según la política de seguridad."
	case 3:
		f, text = "chat-pt", "O usuário de integração foi criado, a senha será enviada pelo cofre."
	case 4:
		f, text = "chat-ru", "Пароль нужно сменить после первого входа в систему."
	case 5:
		f, text = "chat-ja", "ログインできない場合はヘルプデスク（内線 4411）に連絡してください。"
	case 6:
		f, text = "chat-zh", "请不要在群里发送密码，使用密码管理器共享。"
	case 7:
		f, text = "chat-ko", "비밀번호 정책: 최소 12자, 특수문자 포함"
	case 8:
		f, text = "chat-it", "Il go-live è confermato per sabato, blocco utenti alle 22:00."
	case 9:
		f, text = "chat-pl", "Hasło należy zmieniać co 90 dni – tak wymaga polityka bezpieczeństwa."
	case 10:
		f, text = "chat-nl", "De koppeling met het EDI-portaal werkt weer, order 4500012345 is binnen."
	default:
		f, text = "chat-ar", "يرجى تغيير كلمة المرور بعد تسجيل الدخول الأول."
	}
	return hbdT("trap-non-english", f, text)
}

func hbdTrapVarNames() Sample {
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "notes", "Required variables: SAP_USER, SAP_PASSWORD, SF_CLIENT_ID, SF_CLIENT_SECRET, NS_TOKEN_SECRET (all from "+hbdP("the vault", "Key Vault", "CyberArk", "the secure store")+")"
	case 1:
		f, text = "env", "PASSWORD_MIN_LENGTH=12\nTOKEN_TTL_SECONDS=3600\nSESSION_TIMEOUT=1800\nMAX_LOGIN_ATTEMPTS=5"
	case 2:
		f, text = "shell", fmt.Sprintf("export SAP_PASSWORD\nexport SF_SECURITY_TOKEN\n./run-migration.sh --wave %d --mock %d", hbdI(1, 4), hbdI(1, 5))
	case 3:
		f, text = "python", "class "+hbdP("Settings", "AppSettings", "SyncConfig")+"(BaseSettings):\n    sap_password: SecretStr\n    sf_security_token: SecretStr\n    netsuite_token_secret: SecretStr"
	default:
		f, text = "chat", "rename api_secret_key to API_SECRET_KEY in the helm chart, the template expects uppercase"
	}
	return hbdT("trap-variable-name", f, text)
}

func hbdTrapStack() Sample {
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "stacktrace", fmt.Sprintf("com.sap.conn.jco.JCoException: (103) RFC_ERROR_LOGON_FAILURE: Name or password is incorrect (repeat logon)\n\tat com.sap.conn.jco.rt.MiddlewareJavaRfc$JavaRfcClient.connect(MiddlewareJavaRfc.java:%d)\n\tat com.sap.conn.jco.rt.ClientConnection.connect(ClientConnection.java:%d)", hbdI(1000, 3000), hbdI(100, 900))
	case 1:
		f, text = "stacktrace", "Traceback (most recent call last):\n  File \""+hbdP("sync.py", "sf_loader.py", "bp_replicate.py")+"\", line "+fmt.Sprint(hbdI(20, 300))+", in <module>\n    sf = Salesforce(username=u, password=p, security_token=t)\nsimple_salesforce.exceptions.SalesforceAuthenticationFailed: INVALID_LOGIN: Invalid username, password, security token; or user locked out."
	case 2:
		f, text = "log", fmt.Sprintf("%s ERROR NetSuite REST 401: {\"type\":\"https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.2\",\"title\":\"Unauthorized\",\"status\":401,\"o:errorDetails\":[{\"detail\":\"Invalid login attempt.\",\"o:errorCode\":\"INVALID_LOGIN\"}]}", hbdDate())
	default:
		f, text = "stacktrace", "org.mule.runtime.api.connection.ConnectionException: Authentication failed: password expired for user "+hbdP("mule_app", "mule_ro", "sapi_orders")+"\n\tat org.mule.extension.db.internal.domain.connection.DbConnectionProvider.connect(DbConnectionProvider.java:"+fmt.Sprint(hbdI(80, 200))+")"
	}
	return hbdT("trap-stacktrace", f, text)
}

func hbdTrapDiff() Sample {
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f, text = "diff", "--- a/config/dev.yaml\n+++ b/config/dev.yaml\n@@ -3,4 +3,4 @@\n sap:\n   client: \""+hbdClient()+"\"\n-  password: ${SAP_PW}\n+  password: ${secure::sap.password}"
	case 1:
		f, text = "diff", fmt.Sprintf("diff --git a/src/sync.py b/src/sync.py\nindex %s..%s 100644\n--- a/src/sync.py\n+++ b/src/sync.py\n@@ -10,3 +10,3 @@\n-TIMEOUT = 30\n+TIMEOUT = 60\n retries = 3", hbdHex(7), hbdHex(7))
	default:
		f, text = "diff", "- jco.client.lang=DE\n+ jco.client.lang=EN\n  jco.client.client=100\n  jco.destination.pool_capacity=5"
	}
	return hbdT("trap-diff", f, text)
}

func hbdTrapTable() Sample {
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "markdown", fmt.Sprintf("| User | Role | Status |\n|---|---|---|\n| %s | SAP_BC_BASIS_ADMIN | active |\n| %s | Z_FI_DISPLAY | locked |", strings.ToUpper(hbdUser()), strings.ToUpper(hbdUser()))
	case 1:
		f, text = "csv", fmt.Sprintf("material,batch,plant,qty\n%s,%s,1010,%d\n%s,%s,1010,%d", "MAT-"+hbdD(5), hbdR(upper+digits, 10), hbdI(1, 900), "MAT-"+hbdD(5), hbdR(upper+digits, 10), hbdI(1, 900))
	case 2:
		f, text = "markdown", "| Interface | Direction | Protocol | Auth |\n|---|---|---|---|\n| "+hbdP("Orders", "ASN", "Price lists")+" | inbound | SFTP | SSH key |\n| Invoices | outbound | AS2 | certificate |\n| BP | both | OData | OAuth client credentials |"
	default:
		f, text = "csv", fmt.Sprintf("partner,gln,edi_standard\n%s,40%s,EDIFACT D96A\n%s,40%s,X12 4010", strings.ToUpper(hbdCo()), hbdD(11), strings.ToUpper(hbdCo()), hbdD(11))
	}
	return hbdT("trap-table", f, text)
}
