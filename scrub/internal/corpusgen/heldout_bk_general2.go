package main

import "strings"

// hbkTOTPSeed is a base32 TOTP secret, sometimes grouped by four like authenticator apps show it.
func hbkTOTPSeed() string {
	n := 16
	if rng.IntN(2) == 0 {
		n = 32
	}
	return hbkR(b32, n)
}

func hbkGeneralSamples2() []Sample {
	gens := []func() Sample{
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkURLPw()
			return hbkSec("basic-auth-url", hbkP("shell", "chat", "config"), hbkP(
				"git clone https://"+u+":"+pw+"@git."+hbkPL(hbkStudios)+".io/mobile/"+hbkPL(hbkApps)+".git",
				hbkChatPrefix()+"staging is behind basic auth: https://"+u+":"+pw+"@staging."+hbkPL(hbkApps)+".app",
				"registry=https://"+u+":"+pw+"@npm."+hbkPL(hbkStudios)+".io/",
				"maven { url \"https://"+u+":"+pw+"@repo."+hbkPL(hbkStudios)+".io/releases\" }",
			), pw)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			enc := hbkB64(u + ":" + pw)
			return hbkSec("basic-auth-header", hbkP("http", "shell"), hbkP(
				"GET /api/v1/builds HTTP/1.1\nHost: ci."+hbkPL(hbkStudios)+".io\nAuthorization: Basic "+enc+"\nAccept: application/json",
				"curl -H 'Authorization: Basic "+enc+"' https://ci."+hbkPL(hbkStudios)+".io/api/json",
			), enc)
		},
		func() Sample {
			u, pw := hbkPL(hbkUsers), hbkPw()
			return hbkSec("curl-u", "shell", hbkP(
				"curl -u "+u+":"+pw+" https://jenkins."+hbkPL(hbkStudios)+".io/job/ios-release/build",
				"curl --user '"+u+":"+pw+"' -X POST https://api.example.dev/v1/deploy",
				"curl -su "+u+":"+pw+" https://nexus.internal/service/rest/v1/components?repository=android",
			), pw)
		},
		func() Sample {
			pw := hbkP(hbkPw(), "dckr_pat_"+hbkR(b64url, 27))
			return hbkSec("docker-login", "shell", hbkP(
				"docker login -u "+hbkPL(hbkUsers)+" -p "+pw+" registry."+hbkPL(hbkStudios)+".io",
				"docker login --username ci --password "+pw+" ghcr.io",
				"$ docker login -u "+hbkPL(hbkUsers)+" -p '"+pw+"'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
			), pw)
		},
		func() Sample {
			pw := hbkPw()
			return hbkSec("mysql-p", "shell", hbkP(
				"mysql -u root -p"+pw+" -h 127.0.0.1 shop",
				"mysqldump -uadmin -p'"+pw+"' --single-transaction app > app.sql",
				"PGPASSWORD='"+pw+"' psql -h "+hbkDBHost()+" -U app -d app",
				"mongosh \"mongodb://localhost:27017\" -u admin -p '"+pw+"' --authenticationDatabase admin",
				"redis-cli -h cache.internal -a "+pw+" ping",
			), pw)
		},
		func() Sample {
			pw, key := hbkPw(), hbkR(alnum, 32)
			e1, e2 := hbkB64(pw), hbkB64(key)
			keep := "  namespace: " + hbkPL(hbkApps)
			return hbkSecK("k8s-secret", "yaml", hbkLines(
				"apiVersion: v1",
				"kind: Secret",
				"metadata:",
				"  name: api-secrets",
				keep,
				"type: Opaque",
				"data:",
				"  DB_PASSWORD: "+e1,
				"  PUSH_API_KEY: "+e2,
			), []string{keep}, e1, e2)
		},
		func() Sample {
			pw := hbkPw()
			return hbkSec("k8s-secret", "shell", hbkP(
				"kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='"+pw+"'",
				"kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=ci --docker-password="+pw,
			), pw)
		},
		func() Sample {
			pw := hbkPw()
			return hbkSec("connection-string", hbkP("appsettings.json", "config"), hbkP(
				"\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:"+hbkPL(hbkApps)+".database.windows.net,1433;Database=app;User ID=sqladmin;Password="+pw+";Encrypt=True;\"\n}",
				"Data Source=10.1.2.3;Initial Catalog=Orders;User Id=orders_rw;Password="+pw+";",
				"jdbc:postgresql://"+hbkDBHost()+":5432/app?user=app&password="+pw,
			), pw)
		},
		func() Sample {
			s := hbkTOTPSeed()
			if rng.IntN(3) == 0 {
				// grouped by four in lower case, as Google shows a setup key
				low := strings.ToLower(s)
				var g []string
				for i := 0; i < len(low); i += 4 {
					g = append(g, low[i:i+4])
				}
				key := strings.Join(g, " ")
				return hbkSec("totp-seed", "notes", "Google Play console 2FA setup key: "+key+"\n(time based)", key)
			}
			return hbkSec("totp-seed", hbkP("uri", "chat"), hbkP(
				"otpauth://totp/"+hbkPL(hbkStudios)+":ci%40"+hbkPL(hbkStudios)+".io?secret="+s+"&issuer=Apple",
				hbkChatPrefix()+"2FA seed for the shared Apple ID (add it to your authenticator): "+s,
			), s)
		},
		func() Sample {
			var codes []string
			for i := 0; i < hbkN(4, 8); i++ {
				codes = append(codes, hbkP(hbkR(lower+digits, 5)+"-"+hbkR(lower+digits, 5), hbkR(digits, 4)+" "+hbkR(digits, 4), hbkR(upper+digits, 10)))
			}
			return hbkSec("recovery-codes", "notes", hbkLines(
				hbkP("GitHub recovery codes (studio account):", "Backup codes - Google Workspace admin", "Expo account recovery codes"),
				strings.Join(codes, "\n"),
			), codes...)
		},
		func() Sample {
			ssid := hbkP("Studio-5G", hbkPL(hbkStudios)+"-guest", "FRITZ!Box 7590 XY", "Office_Wifi", "TestDevices")
			pw := hbkP(hbkHumanPw(), hbkR(digits, 16), hbkR(lower+digits, 12))
			keep := "Printer is on the 2nd floor, next to the device shelf."
			return hbkSecK("wifi-password", "notes", hbkLines(
				"Office info",
				"Wi-Fi: "+ssid+hbkP(" / password: ", " — pw ", ", key: ", " pass: ")+pw,
				keep,
			), []string{keep}, pw)
		},
		func() Sample {
			pw := hbkHumanPw()
			return hbkSec("wifi-password", "prose-i18n", hbkP(
				"WLAN-Passwort fürs Testlabor: "+pw,
				"Le code wifi est "+pw,
				"la clave del wifi es "+pw,
				"Wi-Fiのパスワードは「"+pw+"」です",
				"wifi 密码："+pw,
				"wachtwoord van de wifi: "+pw,
			), pw)
		},
		func() Sample {
			pin := hbkR(digits, hbkN(4, 6))
			return hbkSec("pin-code", hbkP("chat", "notes"), hbkP(
				hbkChatPrefix()+"door code for the studio is "+pin+"#",
				hbkChatPrefix()+"the test iPad passcode is "+pin,
				"Alarm code: "+pin+" (disarm within 30s)",
				"SIM PIN of the QA phone: "+pin,
				"Der Türcode ist "+pin+".",
				"le code de la porte : "+pin,
			), pin)
		},
		func() Sample {
			t := "npm_" + hbkR(alnum, 36)
			return hbkSec("npm-token", "npmrc", hbkLines(
				"@"+hbkPL(hbkStudios)+":registry=https://registry.npmjs.org/",
				"//registry.npmjs.org/:_authToken="+t,
			), t)
		},
		func() Sample {
			k := hbkP("shpat_"+hbkR(hexs, 32), "dd"+hbkR(hexs, 30), hbkR(hexs, 32)+"-us"+hbkR("123456789", 2), "pypi-AgEIcHlwaS5vcmc"+hbkR(b64url, 60))
			name := hbkP("SHOPIFY_ADMIN_TOKEN", "DD_API_KEY", "MAILCHIMP_API_KEY", "PYPI_TOKEN")
			return hbkSec("saas-api-key", hbkP("env", "chat"), hbkP(
				name+"="+k,
				hbkChatPrefix()+strings.ToLower(strings.ReplaceAll(name, "_", " "))+": "+k,
			), k)
		},
	}
	return hbkRun(44, gens)
}
