package main

import (
	"fmt"
	"strings"
)

// Passwords in prose and many languages, Wi-Fi, PINs, TOTP seeds, recovery codes, .env
// files, Kubernetes secrets, command lines, diffs and code that carry a secret.

func hazMisc2Gens() []hazGen {
	return []hazGen{
		{18, hazPasswordProse},
		{8, hazWifi},
		{8, hazPIN},
		{6, hazTOTP},
		{5, hazRecovery},
		{6, hazDotEnv},
		{5, hazK8s},
		{10, hazCLI},
		{8, hazDiffCode},
	}
}

func hazPasswordProse() Sample {
	p := hazPW()
	what := hazP("the build Mac", "the shared iPad", "the test iPhone's Apple ID", "Jamf", "the NAS", "the VPN", "the kiosk Mac", "the Xcode Cloud service account")
	lines := []string{
		fmt.Sprintf("password for %s is %s", what, p),
		fmt.Sprintf("%s password: %s", hazCap(what), p),
		fmt.Sprintf("pw is %s, case sensitive", p),
		fmt.Sprintf("I changed the password on %s to %s", what, p),
		fmt.Sprintf("new passphrase → %s", p),
		fmt.Sprintf("It's %s — with the capital letter at the front.", p),
		fmt.Sprintf("Das Passwort für %s ist %s", what, p),
		fmt.Sprintf("Le mot de passe est %s, ne le partage pas.", p),
		fmt.Sprintf("La contraseña nueva es %s", p),
		fmt.Sprintf("A senha do Mac de build é %s", p),
		fmt.Sprintf("La password del NAS è %s", p),
		fmt.Sprintf("Het wachtwoord is %s", p),
		fmt.Sprintf("Hasło do Jamfa: %s", p),
		fmt.Sprintf("Пароль от билд-мака: %s", p),
		fmt.Sprintf("パスワードは %s です", p),
		fmt.Sprintf("密码是 %s，别外传", p),
		fmt.Sprintf("비밀번호는 %s 입니다", p),
		fmt.Sprintf("كلمة المرور هي %s", p),
		fmt.Sprintf("पासवर्ड %s है", p),
		fmt.Sprintf("Şifre: %s", p),
		fmt.Sprintf("Ο κωδικός είναι %s", p),
		fmt.Sprintf("הסיסמה היא %s", p),
		fmt.Sprintf("Salasana on %s", p),
		fmt.Sprintf("remember: %s (the one with the %s)", p, hazP("exclamation mark", "digits at the end", "underscore")),
	}
	return hazWrapS("password-prose", "prose", lines[rng.IntN(len(lines))], []string{p})
}

func hazWifi() Sample {
	ssid := hazP("Acme-Office", "FRUITBAT_5G", "Studio9 Guest", "Lab-Devices", "iPhone-QA")
	p := hazP(hazHumanPW(), hazR(lower+digits, 12), hazP(hazWords...)+"-"+hazP(hazWords...)+"-"+hazR(digits, 2))
	switch rng.IntN(7) {
	case 0:
		return hazWrapS("wifi", "prose", fmt.Sprintf("Wi-Fi: %s / %s", ssid, p), []string{p})
	case 1:
		return hazWrapS("wifi", "prose", fmt.Sprintf("WLAN %s, Schlüssel %s", ssid, p), []string{p})
	case 2:
		return hazS("wifi", "qr", fmt.Sprintf("WIFI:S:%s;T:WPA;P:%s;;", ssid, p), []string{p})
	case 3:
		return hazS("wifi", "xml", fmt.Sprintf("<key>SSID_STR</key>\n<string>%s</string>\n<key>EncryptionType</key>\n<string>WPA2</string>\n<key>Password</key>\n<string>%s</string>", ssid, p), []string{p}, "<string>WPA2</string>")
	case 4:
		return hazS("wifi", "shell", fmt.Sprintf("networksetup -setairportnetwork en0 \"%s\" '%s'", ssid, p), []string{p})
	case 5:
		return hazWrapS("wifi", "prose", fmt.Sprintf("mot de passe wifi du bureau : %s", p), []string{p})
	}
	return hazS("wifi", "notes", fmt.Sprintf("Office info\n- address: 4th floor\n- wifi: %s\n- wifi pass: %s\n- printer: Brother in the hallway", ssid, p), []string{p}, "- printer: Brother in the hallway")
}

func hazPIN() Sample {
	pin := hazR(digits, hazP2(4, 6))
	switch rng.IntN(8) {
	case 0:
		return hazWrapS("pin", "prose", "door code for the server room is "+pin+"#", []string{pin})
	case 1:
		return hazWrapS("pin", "prose", "the device-lab iPads all use passcode "+pin, []string{pin})
	case 2:
		return hazWrapS("pin", "prose", "alarm code: "+pin+" (disarm within 30s)", []string{pin})
	case 3:
		return hazWrapS("pin", "prose", "SIM PIN for the test iPhone: "+pin, []string{pin})
	case 4:
		return hazWrapS("pin", "prose", "Türcode Lager: "+pin, []string{pin})
	case 5:
		return hazWrapS("pin", "prose", "Screen Time passcode on the kids' demo iPad is "+pin, []string{pin})
	case 6:
		return hazWrapS("pin", "prose", "el PIN de la tarjeta de empresa es "+pin, []string{pin})
	}
	return hazS("pin", "notes", fmt.Sprintf("Device lab\n- iPad Pro 12.9 (shelf 2)\n- unlock passcode: %s\n- charge on Fridays", pin), []string{pin}, "- charge on Fridays")
}

func hazTOTP() Sample {
	seed := hazR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", hazP2(16, 32))
	grouped := ""
	for i := 0; i < 32; i += 4 {
		if i > 0 {
			grouped += " "
		}
		grouped += hazR(hazB32Lower, 4)
	}
	switch rng.IntN(5) {
	case 0:
		return hazS("totp", "url", fmt.Sprintf("otpauth://totp/Apple%%20Developer:%s?secret=%s&issuer=Acme&digits=6", hazEmail(), seed), []string{seed})
	case 1:
		return hazWrapS("totp", "prose", "2FA setup key for the shared App Store Connect admin: "+grouped, []string{grouped})
	case 2:
		return hazWrapS("totp", "prose", "TOTP secret for the CI github account: "+seed, []string{seed})
	case 3:
		return hazS("totp", "python", fmt.Sprintf("import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())", seed), []string{seed}, "print(totp.now())")
	}
	return hazS("totp", "env", "JAMF_MFA_SEED="+seed, []string{seed})
}

func hazRecovery() Sample {
	var codes []string
	for i := 0; i < hazN(4, 8); i++ {
		codes = append(codes, hazR(lower+digits, 5)+"-"+hazR(lower+digits, 5))
	}
	switch rng.IntN(4) {
	case 0:
		return hazS("recovery-codes", "notes", "GitHub recovery codes (ios-ci account):\n"+strings.Join(codes, "\n"), codes)
	case 1:
		var parts []string
		for i := 0; i < 7; i++ {
			parts = append(parts, hazR(hazUpDig, 4))
		}
		k := strings.Join(parts, "-")
		return hazWrapS("recovery-codes", "prose", "Apple ID recovery key for the team account: "+k, []string{k})
	case 2:
		return hazS("recovery-codes", "markdown", "Backup codes — use each once:\n\n- "+strings.Join(codes, "\n- "), codes, "Backup codes — use each once:")
	}
	return hazWrapS("recovery-codes", "prose", "Codes de secours : "+strings.Join(codes[:3], ", "), codes[:3])
}

func hazDotEnv() Sample {
	p, j, sk := hazURLPW(), hazR(b64url, 48), hazStripeSK()
	tg := hazTelegram()
	lines := []string{"# .env.production", "APP_NAME=Fruitbat", "APP_URL=https://api.fruitbat.app", "LOG_LEVEL=warn"}
	sec := []string{}
	switch rng.IntN(3) {
	case 0:
		lines = append(lines, "DB_PASSWORD="+p, "JWT_SIGNING_KEY="+j)
		sec = append(sec, p, j)
	case 1:
		lines = append(lines, "STRIPE_SECRET_KEY="+sk, "TELEGRAM_BOT_TOKEN="+tg)
		sec = append(sec, sk, tg)
	default:
		lines = append(lines, fmt.Sprintf("REDIS_URL=redis://:%s@cache.internal:6379", p), "SESSION_SECRET="+j)
		sec = append(sec, p, j)
	}
	lines = append(lines, "FEATURE_WIDGETS=true")
	return hazS("dotenv", "env", strings.Join(lines, "\n"), sec, "APP_URL=https://api.fruitbat.app", "FEATURE_WIDGETS=true")
}

func hazK8s() Sample {
	p, t := hazPW(), hazR(alnum, 32)
	bp, bt := hazB64(p), hazB64(t)
	switch rng.IntN(3) {
	case 0:
		return hazS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: mdm-sync\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s", hazB64("svc-mdm"), bp, bt), []string{bp, bt}, "  name: mdm-sync")
	case 1:
		return hazS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: push-gateway\nstringData:\n  APNS_KEY_PASSWORD: \"%s\"\n  GATEWAY_TOKEN: %s", p, t), []string{p, t}, "  name: push-gateway")
	}
	return hazS("k8s-secret", "shell", fmt.Sprintf("kubectl create secret generic ingest-db --from-literal=password='%s' -n telemetry", p), []string{p})
}

func hazCLI() Sample {
	p := hazURLPW()
	u := hazP("ci", "root", "admin", "deploy")
	switch rng.IntN(10) {
	case 0:
		return hazS("cli-password", "shell", fmt.Sprintf("docker login ghcr.io -u %s -p %s", u, p), []string{p})
	case 1:
		return hazS("cli-password", "shell", fmt.Sprintf("mysql -h %s -u%s -p%s jamfsoftware", hazHost(), u, p), []string{p})
	case 2:
		return hazS("cli-password", "shell", fmt.Sprintf("curl -u %s:%s -X GET https://%s/JSSResource/accounts", u, p, hazHost()), []string{p})
	case 3:
		return hazS("cli-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s 'softwareupdate -l'", p, u, hazHost()), []string{p})
	case 4:
		return hazS("cli-password", "shell", fmt.Sprintf("sudo jamf recon -endUsername %s\nsudo dscl . -passwd /Users/localadmin %s", hazName(), p), []string{p})
	case 5:
		return hazS("cli-password", "shell", fmt.Sprintf("sysadminctl -addUser kiosk -fullName \"Kiosk\" -password '%s' -admin", p), []string{p})
	case 6:
		return hazS("cli-password", "shell", fmt.Sprintf("PGPASSWORD=%s pg_dump -h %s -U %s telemetry > backup.sql", p, hazHost(), u), []string{p})
	case 7:
		return hazS("cli-password", "shell", fmt.Sprintf("$ history | tail -3\n  501  cd ~/Developer/ios-app\n  502  echo %s | docker login registry.acme.dev -u %s --password-stdin\n  503  docker compose up -d", p, u), []string{p}, "  503  docker compose up -d")
	case 8:
		return hazS("cli-password", "shell", fmt.Sprintf("mount_smbfs //%s:%s@nas.office.lan/builds /Volumes/builds", u, p), []string{p})
	}
	return hazS("cli-password", "shell", fmt.Sprintf("htpasswd -b -c /etc/nginx/.htpasswd %s %s", u, p), []string{p})
}

func hazDiffCode() Sample {
	p, k := hazPW(), hazR(alnum, 40)
	switch rng.IntN(7) {
	case 0:
		return hazS("diff", "diff", fmt.Sprintf("diff --git a/Config/Secrets.xcconfig b/Config/Secrets.xcconfig\n--- a/Config/Secrets.xcconfig\n+++ b/Config/Secrets.xcconfig\n@@ -1,2 +1,3 @@\n API_BASE_URL = https:/$()/api.acme.dev\n+ANALYTICS_SECRET = %s\n ENABLE_LOGGING = NO", k), []string{k}, " ENABLE_LOGGING = NO")
	case 1:
		return hazS("code-password", "swift", fmt.Sprintf("func testLogin() throws {\n    let app = XCUIApplication()\n    app.textFields[\"email\"].typeText(\"%s\")\n    app.secureTextFields[\"password\"].typeText(\"%s\")\n    app.buttons[\"Sign In\"].tap()\n}", hazEmail(), p), []string{p}, "    app.buttons[\"Sign In\"].tap()")
	case 2:
		return hazS("code-password", "objc", fmt.Sprintf("NSURLCredential *cred = [NSURLCredential credentialWithUser:@\"%s\"\n                                                   password:@\"%s\"\n                                                persistence:NSURLCredentialPersistenceForSession];", hazUser(), p), []string{p})
	case 3:
		return hazS("code-password", "swift", fmt.Sprintf("let query: [String: Any] = [\n    kSecClass as String: kSecClassGenericPassword,\n    kSecAttrAccount as String: \"api\",\n    kSecValueData as String: \"%s\".data(using: .utf8)!\n]", k), []string{k}, "    kSecClass as String: kSecClassGenericPassword,")
	case 4:
		return hazS("diff", "diff", fmt.Sprintf("--- a/fastlane/.env.default\n+++ b/fastlane/.env.default\n@@ -3,3 +3,3 @@\n-MATCH_PASSWORD=\n+MATCH_PASSWORD=%s\n SCHEME=Fruitbat", p), []string{p}, " SCHEME=Fruitbat")
	case 5:
		return hazS("code-password", "kotlin", fmt.Sprintf("val client = OkHttpClient.Builder()\n    .authenticator { _, r -> r.request.newBuilder().header(\"Authorization\", Credentials.basic(\"%s\", \"%s\")).build() }\n    .build()", hazUser(), p), []string{p})
	}
	return hazS("plist", "xml", fmt.Sprintf("<key>CFBundleDisplayName</key>\n<string>Fruitbat</string>\n<key>APIClientSecret</key>\n<string>%s</string>", k), []string{k}, "<string>Fruitbat</string>")
}
