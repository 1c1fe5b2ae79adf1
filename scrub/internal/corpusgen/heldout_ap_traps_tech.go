package main

// heldout_ap_traps_tech.go: technical traps: hashes, ids, versions, digests, base64 of
// ordinary data, public keys and certificates, publishable keys, URLs, config without
// secrets, code that handles passwords.

import (
	"fmt"
	"strings"
)

func hapSemver() string { return fmt.Sprintf("%d.%d.%d", hapN(0, 9), hapN(0, 30), hapN(0, 20)) }

var hapTrapTechGens = []func() Sample{
	func() Sample {
		var b strings.Builder
		for j := 0; j < hapN(3, 6); j++ {
			fmt.Fprintf(&b, "%s %s\n", hapR(hapHex, 7), hapP("fix ORU OBX-5 truncation", "bump HAPI FHIR to 7.2", "map ZPI segment", "add retry to Surescripts poller", "Merge pull request #"+fmt.Sprint(hapN(10, 999))))
		}
		return hapTrap("trap-git-sha", "git-log", "$ git log --oneline -5\n"+b.String())
	},
	func() Sample {
		return hapTrap("trap-git-sha", "chat", fmt.Sprintf("fixed in %s, cherry-picked to release/%d.%d as %s", hapR(hapHex, 40), hapN(1, 5), hapN(0, 9), hapR(hapHex, 12)))
	},
	func() Sample {
		return hapTrap("trap-checksum", "shell", fmt.Sprintf("$ sha256sum mirthconnect-%[1]s-unix.tar.gz\n%[2]s  mirthconnect-%[1]s-unix.tar.gz\n# matches the value on the download page", hapSemver(), hapR(hapHex, 64)))
	},
	func() Sample {
		return hapTrap("trap-checksum", "notes", fmt.Sprintf("Firmware image for the infusion pumps: v%s, MD5 %s, SHA-1 %s. Verified by biomed before rollout.", hapSemver(), hapR(hapHex, 32), hapR(hapHex, 40)))
	},
	func() Sample {
		return hapTrap("trap-uuid", "log", fmt.Sprintf("%s INFO  [req %s] GET /fhir/r4/Encounter/%s 200 %dms\n%s INFO  [req %s] POST /fhir/r4/Observation 201 %dms", hapTS(), hapUUID(), hapUUID(), hapN(5, 300), hapTS(), hapUUID(), hapN(5, 300)))
	},
	func() Sample {
		return hapTrap("trap-request-id", "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s\ncf-ray: %s-%s\ncontent-length: 0", hapR(hapHex, 32), hapR(hapHex, 8), hapR(hapHex, 24), hapR(hapHex, 16), hapP("FRA", "IAD", "ORD")))
	},
	func() Sample {
		return hapTrap("trap-build-id", "ci", fmt.Sprintf("Build #%d (%s) succeeded on agent %s\nArtifact: lims-connector-%s+build.%d.jar\nPipeline run id: %s", hapN(100, 9999), hapR(hapHex, 8), hapP("win-agent-03", "linux-ci-7"), hapSemver(), hapN(100, 9999), hapUUID()))
	},
	func() Sample {
		return hapTrap("trap-version", "chat", fmt.Sprintf("we're on Epic %s %s, Mirth %s, Orthanc %s and dcm4chee-arc %s. Upgrade window is %s.", hapP("May", "August", "November", "February"), fmt.Sprint(hapN(2022, 2025)), hapSemver(), hapSemver(), hapSemver(), hapP("Sunday 02:00-06:00", "after the CAP inspection")))
	},
	func() Sample {
		return hapTrap("trap-image-digest", "kubernetes", fmt.Sprintf("containers:\n- name: hapi-fhir\n  image: hapiproject/hapi@sha256:%s\n  imagePullPolicy: IfNotPresent\n  ports:\n  - containerPort: 8080", hapR(hapHex, 64)))
	},
	func() Sample {
		pdf := hapB64Enc("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" + strings.Repeat("0", hapN(4, 30)))
		return hapTrap("trap-base64-data", "hl7", "OBX|1|ED|PDF^Report^L||^application^pdf^Base64^"+pdf+"||||||F")
	},
	func() Sample {
		data := hapB64Enc(fmt.Sprintf("{\"ward\":\"%s\",\"beds\":%d,\"printer\":\"%s\"}", hapP("4W", "ICU", "5N"), hapN(10, 40), hapP("HP-4W-02", "ZEBRA-LAB-1")))
		return hapTrap("trap-base64-data", "kubernetes", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ward-layout\nbinaryData:\n  layout.json: %s\n", data))
	},
	func() Sample {
		return hapTrap("trap-ssh-public-key", "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s vendor-support", hapR(hapB64, 43), hapPL(hapUsers), hapP("pacs02", "lims-app", "jumpbox"), hapR(hapB64, 180)))
	},
	func() Sample {
		return hapTrap("trap-public-key", "pem", fmt.Sprintf("Public key to register with the Epic app (JWKS upload):\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s\n%s\n%sIDAQAB\n-----END PUBLIC KEY-----", hapR(hapB64, 20), hapR(hapB64, 64), hapR(hapB64, 58)))
	},
	func() Sample {
		return hapTrap("trap-certificate", "pem", fmt.Sprintf("Intermediate CA for the HL7 TLS listener:\n-----BEGIN CERTIFICATE-----\nMIIF%s\n%s\n%s\n-----END CERTIFICATE-----\nSHA1 Fingerprint=%s", hapR(hapB64, 60), hapR(hapB64, 64), hapR(hapB64, 40)+"==", strings.ToUpper(strings.Join(hapWrap(hapR(hapHex, 40), 2), ":"))))
	},
	func() Sample {
		return hapTrap("trap-publishable-key", "javascript", fmt.Sprintf("// copay payments on the patient portal (publishable key, safe for the browser)\nconst stripe = Stripe('pk_live_51%s');", hapR(hapAlnum, 97)))
	},
	func() Sample {
		return hapTrap("trap-publishable-key", "html", fmt.Sprintf("<script>\n  mapboxgl.accessToken = 'pk.eyJ1IjoiY2xpbmljZmluZGVyIiwiYSI6I%s.%s'; // public token, URL-restricted\n</script>", hapR(hapB64u, 30), hapR(hapB64u, 22)))
	},
	func() Sample {
		return hapTrap("trap-url", "chat", fmt.Sprintf("FHIR base is https://%s/api/FHIR/R4/ and the token endpoint https://%s/oauth2/token — docs at https://fhir.epic.com/Documentation?docId=oauth2", hapPL(hapHosts), hapPL(hapHosts)))
	},
	func() Sample {
		return hapTrap("trap-email-host", "notes", fmt.Sprintf("Contacts: %s (interfaces) %s@%s.org, vendor support support@%s.com, on-call host %s.", hapPL(hapNames), hapP("hl7team", "lab.it", "pacs.admin"), hapP("riverbend-health", "mercyvale"), hapP("orthanc-server", "sysmex", "omnicell"), hapPL(hapHosts)))
	},
	func() Sample {
		return hapTrap("trap-arn", "notes", fmt.Sprintf("Bucket arn:aws:s3:::%s-dicom-archive in account %d (us-east-1). Role arn:aws:iam::%d:role/orthanc-backup. DB creds come from arn:aws:secretsmanager:us-east-1:%d:secret:lims/db-%s",
			hapP("rbh", "mvh"), hapN(100000000000, 999999999999), hapN(100000000000, 999999999999), hapN(100000000000, 999999999999), hapR(hapAlnum, 6)))
	},
	func() Sample {
		return hapTrap("trap-jwks", "json", fmt.Sprintf("{\"keys\":[{\"kty\":\"RSA\",\"kid\":\"%s\",\"use\":\"sig\",\"alg\":\"RS384\",\"n\":\"%s\",\"e\":\"AQAB\"}]}", hapR(hapHex, 16), hapR(hapB64u, 342)))
	},
	func() Sample {
		fp := strings.ToUpper(hapR(hapHex, 40))
		return hapTrap("trap-gpg-fingerprint", "notes", fmt.Sprintf("Release files are signed by the interface team's public key, fingerprint %s. Import it with gpg --recv-keys %s.", strings.Join(hapWrap(fp, 4), " "), fp[24:]))
	},
	func() Sample {
		return hapTrap("trap-integrity", "json", fmt.Sprintf("\"node_modules/fhirclient\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/fhirclient/-/fhirclient-%s.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", hapSemver(), hapSemver(), hapR(hapB64, 86)))
	},
	func() Sample {
		return hapTrap("trap-go-sum", "go.sum", fmt.Sprintf("github.com/samply/golang-fhir-models/fhir-models v0.%d.%d h1:%s=\ngithub.com/samply/golang-fhir-models/fhir-models v0.%d.%d/go.mod h1:%s=", hapN(1, 3), hapN(0, 9), hapR(hapB64, 43), hapN(1, 3), hapN(0, 9), hapR(hapB64, 43)))
	},
	func() Sample {
		return hapTrap("trap-env-refs", "docker-compose", "services:\n  db:\n    image: postgres:"+hapP("14", "15", "16", "16-alpine", "17")+"\n    environment:\n      POSTGRES_USER: "+hapP("openemr", "hapi", "mirth", "orthanc", "redcap")+"\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n    secrets:\n      - db_root_password\nsecrets:\n  db_root_password:\n    file: ./secrets/db_root_password.txt\n")
	},
	func() Sample {
		return hapTrap("trap-code", "python", fmt.Sprintf("def "+hapP("login", "authenticate", "check_credentials", "verify_user")+"(session, username: str, password: str) -> bool:\n    user = session.get(User, username)\n    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):\n        audit.warn(\"failed login\", user=username)\n        return False\n    return True\n# max attempts: %d", hapN(3, 10)))
	},
	func() Sample {
		v := hapP("LIS", "PACS", "EHR", "RX", "EDC", "TELE") + "_DB_PASSWORD"
		name := hapP("password", "dbPassword", "pw", "secret")
		return hapTrap("trap-code", "java", fmt.Sprintf("String %[2]s = System.getenv(\"%[1]s\");\nif (%[2]s == null || %[2]s.isBlank()) {\n    throw new IllegalStateException(\"%[1]s is not set\");\n}\n%[3]s.setPassword(%[2]s);", v, name, hapP("ds", "dataSource", "hikari")))
	},
	func() Sample {
		return hapTrap("trap-code", "go", "func (c *Client) Token(ctx context.Context) (string, error) {\n\tsecret, err := c.vault.Read(ctx, \"secret/data/"+hapP("fhir", "smart", "epic", "cerner", "hl7")+"/"+hapP("client", "backend", "bulk-export")+"\")\n\tif err != nil {\n\t\treturn \"\", fmt.Errorf(\"read client secret: %w\", err)\n\t}\n\treturn c.exchange(ctx, secret[\""+hapP("client_secret", "secret", "value")+"\"])\n}")
	},
	func() Sample {
		return hapTrap("trap-k8s-ref", "kubernetes", fmt.Sprintf("        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: %s\n              key: password\n        - name: FHIR_BASE\n          value: https://%s/r4", hapP("lims-db", "mirth-db", "redcap-db"), hapPL(hapHosts)))
	},
	func() Sample {
		return hapTrap("trap-terraform", "terraform", fmt.Sprintf("resource \"azurerm_key_vault_secret\" \"%[1]s_db\" {\n  name         = \"%[1]s-db-password\"\n  value        = var.%[1]s_db_password\n  key_vault_id = azurerm_key_vault.%[2]s.id\n}", hapP("ehr", "lims", "pacs", "rx"), hapP("clinical", "lab", "imaging")))
	},
	func() Sample {
		return hapTrap("trap-stacktrace", "java", fmt.Sprintf("java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:%d)\n\tat com.mirth.connect.connectors.tcp.TcpReceiver.run(TcpReceiver.java:%d)\n\tat java.base/java.lang.Thread.run(Thread.java:%d)\nCaused by channel %s", hapN(200, 300), hapN(300, 900), hapN(800, 1600), hapUUID()))
	},
	func() Sample {
		return hapTrap("trap-etag", "http", fmt.Sprintf("HTTP/1.1 200 OK\nETag: W/\"%d\"\nLast-Modified: %s\nContent-Location: https://%s/r4/Patient/%d/_history/%d", hapN(1, 40), "Tue, 11 Mar 2025 09:12:44 GMT", hapPL(hapHosts), hapN(1000, 99999), hapN(1, 40)))
	},
	func() Sample {
		var b strings.Builder
		b.WriteString("hostname,ip,role,serial,os\n")
		for j := 0; j < 4; j++ {
			fmt.Fprintf(&b, "%s,10.%d.%d.%d,%s,%s%d,%s\n", hapP("pacs", "lims", "rx", "hl7", "tele")+fmt.Sprintf("-%02d", hapN(1, 20)), hapN(0, 255), hapN(0, 255), hapN(1, 254), hapP("db", "app", "gateway", "archive"), hapR(hapUp, 3), hapN(1000000, 9999999), hapP("RHEL 9.4", "Windows Server 2022", "Ubuntu 22.04"))
		}
		return hapTrap("trap-inventory", "csv", b.String())
	},
	func() Sample {
		return hapTrap("trap-aws-ids", "shell", fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%d\",\n    \"Arn\": \"arn:aws:sts::%d:assumed-role/LabExport/%s\"\n}", hapR(hapUp+"234567", 17), hapPL(hapUsers), hapN(100000000000, 999999999999), hapN(100000000000, 999999999999), hapPL(hapUsers)))
	},
	func() Sample {
		return hapTrap("trap-ssh-fingerprint", "shell", fmt.Sprintf("The authenticity of host '%s (10.40.%d.%d)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", hapPL(hapHosts), hapN(0, 255), hapN(1, 254), hapR(hapB64, 43)))
	},
}

func hapTrapsTech(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		out = append(out, hapTrapTechGens[i%len(hapTrapTechGens)]())
	}
	return out
}
