package main

// heldout-ay: traps that look like secrets but are not: ids, hashes, public keys,
// placeholders and talk about passwords with no password in it.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hayTrapsIDs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		sha := hayHexKey(40)
		var s Sample
		switch i % 15 {
		case 0:
			s = hayTrap("trap-git", "shell", fmt.Sprintf("$ git log --oneline -3\n%s rtu12: swap DNP3 class 1 and 2 polls\n%s hmi: add breaker 52-B%s faceplate\n%s bump pymodbus to 3.6.%d\n", sha[:7], hayHexKey(7), hayD(1, 40), hayHexKey(7), hayN(1, 9)))
		case 1:
			s = hayTrap("trap-git", "chat", fmt.Sprintf("fixed in %s, see PR #%s — the historian writer no longer drops the last interval", sha, hayD(100, 2000)))
		case 2:
			fw := fmt.Sprintf("SE_CPU_4.%d.%d.bin", hayN(10, 22), hayN(100, 999))
			s = hayTrap("trap-checksum", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s\n", fw, hayHexKey(64), fw))
		case 3:
			s = hayTrap("trap-uuid", "xml", fmt.Sprintf("<cim:Breaker rdf:ID=\"_%s\">\n  <cim:IdentifiedObject.name>52-B%s</cim:IdentifiedObject.name>\n  <cim:IdentifiedObject.mRID>%s</cim:IdentifiedObject.mRID>\n  <cim:Switch.normalOpen>false</cim:Switch.normalOpen>\n</cim:Breaker>\n", hayUUID(), hayD(1, 99), hayUUID()))
		case 4:
			s = hayTrap("trap-request-id", "log", fmt.Sprintf("%s INFO  api: GET /v2/meters/%s/intervals 200 143ms request_id=%s\n%s WARN  api: slow query on interval_reads (812ms) request_id=%s\n", hayTime(), hayD(10000000, 99999999), hayUUID(), hayTime(), hayUUID()))
		case 5:
			s = hayTrap("trap-build", "chat", fmt.Sprintf("CI green on build %s.%d (commit %s), deploying the OMS patch to staging", strings.ReplaceAll(hayDate(), "-", ""), hayN(1, 9), hayHexKey(8)))
		case 6:
			s = hayTrap("trap-version", "notes", fmt.Sprintf("Firmware inventory %s\n- SEL-351S: R%d-V%d-Z%03d-D%s\n- Ignition 8.1.%d (b%s%02d)\n- SolarEdge CPU 4.%d.%d, DSP1 1.210.%d\n", haySite(), hayN(300, 520), hayN(0, 4), hayN(1, 20), strings.ReplaceAll(hayDate(), "-", ""), hayN(20, 44), strings.ReplaceAll(hayDate(), "-", ""), hayN(1, 30), hayN(10, 22), hayN(100, 999), hayN(1000, 2000)))
		case 7:
			s = hayTrap("trap-digest", "yaml", fmt.Sprintf("containers:\n  - name: ocpp-gateway\n    image: registry.gridops.io/ocpp-gateway@sha256:%s\n    ports:\n      - containerPort: 9000\n", hayHexKey(64)))
		case 8:
			s = hayTrap("trap-trace", "log", fmt.Sprintf("%s ERROR mdms.ingest: VEE rule 14 failed for meter %s traceparent=00-%s-%s-01", hayISO(), hayD(10000000, 99999999), hayHexKey(32), hayHexKey(16)))
		case 9:
			s = hayTrap("trap-arn", "log", fmt.Sprintf("An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::%s:assumed-role/ami-ingest/%s is not authorized. RequestId: %s, HostId: %s", hayR(digits, 12), hayD(1700000000, 1730000000), strings.ToUpper(hayR(hayUpperH, 16)), hayB64(48)))
		case 10:
			s = hayTrap("trap-checksum", "notes", fmt.Sprintf("export interval_%s.csv — 48 213 rows, md5 %s, uploaded to the regulator portal", strings.ReplaceAll(hayDate(), "-", ""), hayHexKey(32)))
		case 11:
			s = hayTrap("trap-git", "diff", fmt.Sprintf("diff --git a/protection/f%s.rdb b/protection/f%s.rdb\nindex %s..%s 100644\n--- a/protection/f%s.rdb\n+++ b/protection/f%s.rdb\n@@ -12,7 +12,7 @@\n-51P1P = 6.00\n+51P1P = 5.40\n", hayD(10, 99), "X", hayHexKey(7), hayHexKey(7), "X", "X"))
			s.Text = strings.ReplaceAll(s.Text, "fX.rdb", "f"+hayD(10, 99)+".rdb")
		case 12:
			s = hayTrap("trap-ocpp", "json", fmt.Sprintf("[2,\"%s\",\"BootNotification\",{\"chargePointVendor\":\"%s\",\"chargePointModel\":\"%s\",\"chargePointSerialNumber\":\"%s\",\"firmwareVersion\":\"%d.%d.%d\"}]", hayUUID(), hayP("ABB", "Alfen", "Wallbox", "Kempower", "Tritium"), hayP("Terra 54", "Eve Single", "Pulsar Plus", "S-Series", "RTM75"), hayR(upper+digits, 12), hayN(1, 6), hayN(0, 20), hayN(0, 99)))
		case 13:
			s = hayTrap("trap-k8s", "shell", fmt.Sprintf("$ kubectl -n csms get pods\nNAME                              READY   STATUS    RESTARTS   AGE\nocpp-gateway-%s-%s   1/1     Running   0          %dd\nmeter-values-%s-%s   1/1     Running   2          %dd\n", hayR(hexs, 9), hayR(lower+digits, 5), hayN(1, 40), hayR(hexs, 9), hayR(lower+digits, 5), hayN(1, 40)))
		default:
			s = hayTrap("trap-sentry", "chat", fmt.Sprintf("crash on the field tablet app again, Sentry event %s, release fieldcrew@%d.%d.%d+%d", hayHexKey(32), hayN(2, 5), hayN(0, 12), hayN(0, 9), hayN(100, 999)))
		}
		out = append(out, s)
	}
	return out
}

func hayTrapsKeysPublic(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 12 {
		case 0:
			k := "AAAAC3NzaC1lZDI1NTE5AAAAI" + hayR(alnum+"+/", 43)
			s = hayTrap("trap-pubkey", "authorized_keys", fmt.Sprintf("ssh-ed25519 %s %s@field-laptop-%s\n", k, strings.ToLower(hayName()), hayD(1, 30)))
		case 1:
			k := "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + hayR(alnum+"+/", 300)
			s = hayTrap("trap-pubkey", "chat", fmt.Sprintf("can you add my public key to the bastion? ssh-rsa %s %s", k, strings.ToLower(hayName())))
		case 2:
			ls := hayPEMLines(hayN(3, 6))
			ls[0] = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + ls[0][44:]
			s = hayTrap("trap-pubkey", "notes", "CSMS signing key (public, give to the charger vendor):\n-----BEGIN PUBLIC KEY-----\n"+strings.Join(ls, "\n")+"\n-----END PUBLIC KEY-----\n")
		case 3:
			ls := hayPEMLines(hayN(8, 14))
			s = hayTrap("trap-cert", "notes", "Root CA for the substation PKI — install on every HMI:\n-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU"+ls[0][20:]+"\n"+strings.Join(ls[1:], "\n")+"\n-----END CERTIFICATE-----\n")
		case 4:
			s = hayTrap("trap-publishable", "javascript", fmt.Sprintf("// browser side of the charging app, publishable key is meant to be public\nconst stripe = Stripe('pk_live_%s');\n", hayR(alnum, 99)))
		case 5:
			pl := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"u":"coop-power","a":"cl%s"}`, hayR(lower+digits, 23))))
			s = hayTrap("trap-publishable", "html", fmt.Sprintf("<script>\n  mapboxgl.accessToken = 'pk.%s.%s';\n  const map = new mapboxgl.Map({ container: 'outage-map', style: 'mapbox://styles/mapbox/light-v11' });\n</script>\n", pl, hayR(b64url, 22)))
		case 6:
			payload := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"meter":"%s","kwh":%d.%d,"ts":"%s"}`, hayD(10000000, 99999999), hayN(100, 99999), hayN(0, 9), hayISO())))
			s = hayTrap("trap-base64", "log", fmt.Sprintf("%s DEBUG lorawan uplink fport=2 payload=%s", hayTime(), payload))
		case 7:
			fp := strings.ToUpper(hayHexKey(40))
			var g []string
			for j := 0; j < 40; j += 4 {
				g = append(g, fp[j:j+4])
			}
			s = hayTrap("trap-fingerprint", "notes", "Release signing key for the RTU config tool\npub   rsa4096 2023-03-01 [SC]\n      "+strings.Join(g[:5], " ")+"  "+strings.Join(g[5:], " ")+"\nuid   GridOps Release <release@gridops.example>\n")
		case 8:
			s = hayTrap("trap-fingerprint", "shell", fmt.Sprintf("The authenticity of host '%s' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", hayHost(), hayR(alnum+"+/", 43)))
		case 9:
			var hx []string
			for j := 0; j < hayN(10, 20); j++ {
				hx = append(hx, strings.ToUpper(hayHexKey(2)))
			}
			s = hayTrap("trap-hexdump", "log", fmt.Sprintf("%s DNP3 TX: 05 64 %s\n%s DNP3 RX: 05 64 %s", hayTime(), strings.Join(hx, " "), hayTime(), strings.Join(hx[2:], " ")))
		case 10:
			s = hayTrap("trap-pubkey", "ini", fmt.Sprintf("[Peer]\n# substation %s\nPublicKey = %s\nAllowedIPs = 10.66.%d.0/24\nEndpoint = %s:51820\nPersistentKeepalive = 25\n", haySite(), hayB64(32), hayN(1, 250), hayHost()))
		default:
			s = hayTrap("trap-thumbprint", "powershell", fmt.Sprintf("PS> Get-ChildItem Cert:\\LocalMachine\\My\n\nThumbprint                                Subject\n----------                                -------\n%s  CN=%s\n", strings.ToUpper(hayHexKey(40)), hayHost()))
		}
		out = append(out, s)
	}
	return out
}

func hayTrapsPlaceholders(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 15 {
		case 0:
			s = hayTrap("trap-placeholder", "yaml", "solaredge:\n  api_key: <your-api-key>\n  site_id: <your-site-id>\n  poll_minutes: 15\n")
		case 1:
			s = hayTrap("trap-placeholder", "env", "PI_USER=\nPI_PASSWORD=\nPI_SERVER=PISRV01\n# copy to .env and fill in, never commit the real one\n")
		case 2:
			s = hayTrap("trap-placeholder", "chat", fmt.Sprintf("%s the default on the new %s is admin/changeme until you run the setup wizard, make sure it gets changed", hayName(), strings.TrimPrefix(hayDevice(), "the ")))
		case 3:
			s = hayTrap("trap-placeholder", "yaml", "historian:\n  user: svc_pi\n  password: \"{{ vault_pi_password }}\"\n  host: \"{{ pi_host }}\"\n")
		case 4:
			s = hayTrap("trap-placeholder", "shell", "docker login registry.gridops.io -u \"$REGISTRY_USER\" -p \"$REGISTRY_PASSWORD\"")
		case 5:
			s = hayTrap("trap-placeholder", "shell", fmt.Sprintf("mysql -h %s -u wo_app -p workorders\nEnter password: \n", hayHost()))
		case 6:
			s = hayTrap("trap-placeholder", "notes", fmt.Sprintf("Login for %s: user ops, password ******** (ask the shift lead)", strings.TrimPrefix(hayDevice(), "the ")))
		case 7:
			s = hayTrap("trap-placeholder", "readme", "## Configuration\n\nSet `OCPP_AUTH_KEY=your_key_here` in `.env`, then run `make up`. The key must be 16–40 hex characters.\n")
		case 8:
			s = hayTrap("trap-placeholder", "chat", fmt.Sprintf("the token in the screenshot is sk_live_••••••••%s, it's masked, relax", hayR(alnum, 4)))
		case 9:
			s = hayTrap("trap-placeholder", "python", "API_KEY = os.environ[\"ENPHASE_API_KEY\"]\nCLIENT_SECRET = os.getenv(\"ENPHASE_CLIENT_SECRET\", \"\")\n")
		case 10:
			s = hayTrap("trap-placeholder", "shell", "curl -u \"$METER_USER:$METER_PASS\" https://mdms.example.com/api/reads")
		case 11:
			s = hayTrap("trap-placeholder", "yaml", "auth:\n  existingSecret: csms-db\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password\n")
		case 12:
			s = hayTrap("trap-placeholder", "url", "postgres://USER:PASSWORD@HOST:5432/DBNAME")
		case 13:
			s = hayTrap("trap-placeholder", "ini", "[modem]\napn = iot.carrier.net\nusername = xxxx\npassword = xxxx\n; fill from the SIM card sheet\n")
		default:
			s = hayTrap("trap-placeholder", "json", fmt.Sprintf("{\"key\": \"AuthorizationKey\", \"value\": \"<set per charger>\", \"readonly\": false, \"chargerId\": \"CP-%s\"}", hayD(1000, 9999)))
		}
		out = append(out, s)
	}
	return out
}

func hayTrapsTalk(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		dev := hayDevice()
		var s Sample
		switch i % 25 {
		case 0:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("the password policy for the OT domain requires %d characters and a rotation every %d days", hayPi(12, 14, 16), hayPi(90, 180, 365)))
		case 1:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("I forgot the password for %s again, who has it?", dev))
		case 2:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("the login for %s is in the vault under SCADA/%s", dev, strings.ToUpper(hayR(lower, 3))+"-"+hayD(1, 40)))
		case 3:
			s = hayTrap("trap-menu", "notes", "To add a user: Admin / Settings / Users → New. Then Admin / Security / Roles and tick 'Operator'.")
		case 4:
			s = hayTrap("trap-menu", "chat", "go to Setup > Grid code > Country settings on the inverter, then Communication > Modbus TCP > Enable")
		case 5:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("log in as %s (no password needed on the local port) and check the event log", hayUser()))
		case 6:
			s = hayTrap("trap-talk", "email", fmt.Sprintf("Hi %s,\n\nYour password for the outage management system expires in %d days. Please change it from the self-service portal.\n\nIT Service Desk", hayName(), hayN(2, 14)))
		case 7:
			s = hayTrap("trap-talk", "chat-de", "Das Passwort muss mindestens 12 Zeichen lang sein und darf nicht den Benutzernamen enthalten.")
		case 8:
			s = hayTrap("trap-talk", "chat-es", "¿alguien sabe la contraseña del datalogger? la de siempre no funciona")
		case 9:
			s = hayTrap("trap-talk", "chat-fr", "j'ai réinitialisé le mot de passe du compte de service, demande-le à l'astreinte par téléphone")
		case 10:
			s = hayTrap("trap-talk", "ticket", fmt.Sprintf("INC%s  User locked out of the historian after 5 failed password attempts. Unlocked, advised to use the SSO login. Closed.", hayD(1000000, 9999999)))
		case 11:
			s = hayTrap("trap-talk", "notes", fmt.Sprintf("username: %s\npassword: see KeePass entry \"%s HMI\"\n", hayUser(), strings.Fields(haySite())[0]))
		case 12:
			s = hayTrap("trap-talk", "chat-ja", "パスワードは共有しないでください。各自のアカウントでログインしてください。")
		case 13:
			s = hayTrap("trap-talk", "chat", "reminder: never send passwords over the radio or in the group chat, use the vault link")
		case 14:
			s = hayTrap("trap-talk", "runbook", "## Password reset for field tablets\n1. Open Intune > Devices > the tablet\n2. Click 'Reset passcode'\n3. Read the new passcode to the crew lead over the phone, don't text it\n")
		case 15:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("admin / operator / viewer are the three roles on %s, operators can't change setpoints", dev))
		case 16:
			s = hayTrap("trap-talk", "chat-ru", "пароль от SCADA поменяли, новый спросите у диспетчера")
		case 17:
			s = hayTrap("trap-talk", "chat", "the Wi-Fi password is on the sticker inside the cabinet door")
		case 18:
			s = hayTrap("trap-talk", "chat", "PIN reset for the fuel cards is done through the fleet portal, takes 24h")
		case 19:
			s = hayTrap("trap-talk", "notes", "Audit finding 7: default credentials still active on 3 of 41 RTUs. Action: rotate by Q3, owner SCADA team.")
		case 20:
			s = hayTrap("trap-talk", "chat-pt", "a senha expirou, tem que trocar pelo portal antes de entrar no sistema da subestação")
		case 21:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("%s rotated the API key for the SolarEdge integration, the new one is in the secrets manager", hayName()))
		case 22:
			s = hayTrap("trap-talk", "chat-zh", "请不要在群里发密码，用密码管理器共享。")
		case 23:
			s = hayTrap("trap-talk", "chat", fmt.Sprintf("login page for %s is https://%s/login — use your AD account", dev, hayHost()))
		default:
			s = hayTrap("trap-talk", "chat", "the TOTP app on the shared tablet died, we need to re-enrol the control room account, anyone have time after 3?")
		}
		out = append(out, s)
	}
	return out
}
