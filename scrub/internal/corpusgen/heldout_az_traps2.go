package main

import (
	"fmt"
	"strings"
)

// General traps: hashes, ids, public keys, placeholders, paths, policy talk, tables,
// code and text in other languages. Nothing here is a credential.

func hazTrap2Gens() []hazGen {
	return []hazGen{
		{10, hazTrapGit},
		{8, hazTrapChecksums},
		{7, hazTrapDigests},
		{11, hazTrapRequestIDs},
		{8, hazTrapPublicKeys},
		{6, hazTrapPublishable},
		{12, hazTrapPlaceholders},
		{11, hazTrapMenuPaths},
		{8, hazTrapPathsURLs},
		{8, hazTrapPeople},
		{16, hazTrapPolicyTalk},
		{8, hazTrapTicketsDates},
		{7, hazTrapProductCodes},
		{8, hazTrapCodeGeneric},
		{7, hazTrapRedacted},
		{6, hazTrapTables},
		{5, hazTrapDiff},
		{10, hazTrapForeign},
		{6, hazTrapTokenWords},
		{5, hazTrapBase64},
	}
}

func hazTrapGit() Sample {
	sha := hazR(hexs, 40)
	switch rng.IntN(4) {
	case 0:
		return hazWrapT("trap-git", "prose", fmt.Sprintf("fixed in %s, cherry-picked to release/%d.%d as %s", sha[:hazN(7, 12)], hazN(1, 9), hazN(0, 20), hazR(hexs, 7)))
	case 1:
		var b strings.Builder
		msgs := []string{"Bump build number", "Fix widget timeline crash", "Update Podfile.lock", "Localize onboarding (de, ja)", "Merge pull request #" + fmt.Sprint(hazN(100, 999)) + " from acme/feature/ipad", "Remove unused assets"}
		rng.Shuffle(len(msgs), func(i, j int) { msgs[i], msgs[j] = msgs[j], msgs[i] })
		for _, m := range msgs[:hazN(3, 5)] {
			fmt.Fprintf(&b, "%s %s\n", hazR(hexs, 7), m)
		}
		return hazT("trap-git", "shell", "$ git log --oneline -5\n"+strings.TrimSuffix(b.String(), "\n"))
	case 2:
		return hazT("trap-git", "git", fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   Tue %s\n\n    Move signing to match\n\n    Change-Id: I%s", sha, hazCap(hazName()), hazEmail(), hazDate(), hazR(hexs, 40)))
	}
	return hazT("trap-git", "shell", fmt.Sprintf("$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s", sha, hazN(1, 5), hazN(0, 20), hazN(0, 9), hazN(1, 40), sha[:7]))
}

func hazTrapChecksums() Sample {
	f := hazP("Fruitbat-2.4.1.dmg", "Fruitbat.ipa", "AcmeKit.xcframework.zip", "Xcode_16.1.xip", "InstallAssistant.pkg")
	switch rng.IntN(3) {
	case 0:
		return hazT("trap-checksum", "shell", fmt.Sprintf("$ shasum -a 256 %s\n%s  %s", f, hazR(hexs, 64), f))
	case 1:
		return hazT("trap-checksum", "swift", fmt.Sprintf(".binaryTarget(\n    name: \"AcmeKit\",\n    url: \"https://downloads.acme.dev/AcmeKit-%d.%d.0.xcframework.zip\",\n    checksum: \"%s\"\n)", hazN(1, 4), hazN(0, 9), hazR(hexs, 64)))
	}
	return hazWrapT("trap-checksum", "prose", fmt.Sprintf("md5 of the uploaded %s is %s, matches the local one", f, hazR(hexs, 32)))
}

func hazTrapDigests() Sample {
	d := hazR(hexs, 64)
	return hazWrapT("trap-digest", "prose", hazP(
		fmt.Sprintf("Pinned the runner image to ghcr.io/cirruslabs/macos-sequoia-xcode@sha256:%s", d),
		fmt.Sprintf("image: ghcr.io/acme/crash-ingest@sha256:%s", d),
		fmt.Sprintf("docker pull registry.acme.dev/mdm-sync@sha256:%s", d),
	))
}

func hazTrapRequestIDs() Sample {
	switch rng.IntN(4) {
	case 0:
		return hazT("trap-ids", "log", fmt.Sprintf("%s INFO upload: x-request-id=%s apple-request-uuid=%s status=201\n%s INFO upload: build %d processing", hazStamp(), hazUUID(), hazUUID(), hazStamp(), hazN(1000, 9999)))
	case 1:
		return hazWrapT("trap-ids", "prose", fmt.Sprintf("Xcode Cloud build %d (run id %s) failed in the Archive action; trace %s.", hazN(100, 2000), hazUUID(), hazR(hexs, 32)))
	case 2:
		return hazT("trap-ids", "json", fmt.Sprintf("{\"errors\":[{\"id\":\"%s\",\"status\":\"409\",\"code\":\"ENTITY_ERROR.ATTRIBUTE.INVALID\",\"title\":\"The provided entity includes an attribute with an invalid value\",\"detail\":\"The bundle version must be higher than the previously uploaded version.\"}]}", hazUUID()))
	}
	return hazT("trap-ids", "log", fmt.Sprintf("%s sentry: event %s captured (release %s@%d.%d.%d+%d)", hazStamp(), hazR(hexs, 32), hazBundleID(), hazN(1, 5), hazN(0, 20), hazN(0, 9), hazN(100, 999)))
}

func hazTrapPublicKeys() Sample {
	switch rng.IntN(4) {
	case 0:
		return hazWrapT("trap-public-key", "prose", fmt.Sprintf("add my key to the build Mac's authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@MacBook-Pro.local", hazR(hazB64Std, 43), hazName()))
	case 1:
		return hazT("trap-public-key", "shell", fmt.Sprintf("$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s ci@buildmac-0%d", hazR(hazB64Std, 43), hazN(1, 9)))
	case 2:
		body := "MIIFvTCCBKWgAwIBAgIQ" + hazR(hazB64Std, 236)
		var lines []string
		for len(body) > 64 {
			lines = append(lines, body[:64])
			body = body[64:]
		}
		lines = append(lines, body)
		return hazT("trap-public-key", "pem", "# Apple Worldwide Developer Relations CA (public certificate)\n-----BEGIN CERTIFICATE-----\n"+strings.Join(lines, "\n")+"\n-----END CERTIFICATE-----")
	}
	body := "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + hazR(hazB64Std, 88)
	return hazT("trap-public-key", "pem", "-----BEGIN PUBLIC KEY-----\n"+body[:64]+"\n"+body[64:]+"\n-----END PUBLIC KEY-----")
}

func hazTrapPublishable() Sample {
	pk := hazP("pk_live_", "pk_test_") + hazR(alnum, 99)
	switch rng.IntN(2) {
	case 0:
		return hazT("trap-publishable", "swift", fmt.Sprintf("// publishable key, safe to ship in the app\nStripeAPI.defaultPublishableKey = \"%s\"", pk))
	}
	return hazWrapT("trap-publishable", "prose", "the client only needs the publishable key "+pk+"; the secret one stays on the server")
}

func hazTrapPlaceholders() Sample {
	return hazWrapT("trap-placeholder", "prose", hazP(
		"export GITHUB_TOKEN=<your-token>",
		"DISCORD_TOKEN=YOUR_BOT_TOKEN_HERE",
		"password: changeme  # replace before deploying",
		"--password xxxx-xxxx-xxxx-xxxx (generate an app-specific password at appleid.apple.com)",
		"api_key: \"${{ secrets.ASC_API_KEY }}\"",
		"MATCH_PASSWORD=${MATCH_PASSWORD:?set in CI}",
		"Authorization: Bearer <token>",
		"client_secret=REPLACE_ME",
		"AWS_SECRET_ACCESS_KEY=****************",
		"token = \"\"  # filled in by the launch agent",
		"login: admin / ********",
		"password=$(security find-generic-password -s jamf-api -w)",
	))
}

func hazTrapMenuPaths() Sample {
	return hazWrapT("trap-menu", "prose", hazP(
		"Admin / Settings / Devices → enable automatic enrollment",
		"System Settings > Privacy & Security > FileVault > Turn On",
		"Xcode > Settings > Accounts > Manage Certificates",
		"Jamf Pro: Settings / Global / User accounts and groups",
		"Kandji: Library / Add new / Custom App",
		"Open Keychain Access > login > My Certificates and export as .p12",
		"Users and Access / Integrations / Team Keys",
		"Product > Archive, then Distribute App > App Store Connect > Upload",
		"Réglages > Général > VPN et gestion de l'appareil",
		"Einstellungen > Allgemein > VPN und Geräteverwaltung",
		"設定 > 一般 > VPNとデバイス管理",
		"Login / Logout buttons are swapped on the iPad layout",
	))
}

func hazTrapPathsURLs() Sample {
	return hazWrapT("trap-path-url", "prose", hazP(
		fmt.Sprintf("profiles end up in ~/Library/MobileDevice/Provisioning Profiles/%s.mobileprovision", hazUUID()),
		"The key file goes in ~/.appstoreconnect/private_keys/ and must not be committed.",
		fmt.Sprintf("logs: /Library/Logs/DiagnosticReports/Fruitbat-%s-%02d%02d%02d.ips", hazDate(), hazN(0, 23), hazN(0, 59), hazN(0, 59)),
		fmt.Sprintf("https://%s.jamfcloud.com/computers.html?id=%d&o=r", hazP("acme", "northwind"), hazN(1, 3000)),
		"git@github.com:acme/certificates.git",
		fmt.Sprintf("https://github.com/acme/ios-app/actions/runs/%d/job/%d", hazN(1000000000, 9999999999), hazN(10000000000, 39999999999)),
		"/var/db/ConfigurationProfiles/Settings/.cloudConfigHasActivationRecord",
		"s3://acme-ipa-archive/2025/Fruitbat-2.4.1.ipa",
	))
}

func hazTrapPeople() Sample {
	return hazWrapT("trap-people", "prose", hazP(
		fmt.Sprintf("my Apple ID for the team is %s", hazEmail()),
		fmt.Sprintf("username is %s, ask IT for the rest", hazP("jdoe", "m.rossi", "ktanaka", "svc-jamf-read")),
		fmt.Sprintf("ssh into %s as ci", hazHost()),
		fmt.Sprintf("contact: %s, +1 (408) 555-%04d", hazEmail(), hazN(0, 9999)),
		fmt.Sprintf("the admin account is called %s and has a secure token", hazP("localadmin", "macadmin", "itadmin")),
		fmt.Sprintf("Account holder: %s (%s), team %s", hazCap(hazName())+" "+hazP("Nakamura", "Okafor", "Schmidt", "Rossi"), hazEmail(), hazTeamID()),
	))
}

func hazTrapPolicyTalk() Sample {
	return hazWrapT("trap-password-talk", "prose", hazP(
		fmt.Sprintf("The password policy requires %d characters, one digit and one symbol.", hazN(10, 16)),
		"Never paste your Apple ID password into Slack; use an app-specific password stored in the keychain.",
		"The local admin password is rotated by Jamf LAPS every 24 hours.",
		"If you forget your FileVault password, IT can unlock with the escrowed recovery key.",
		"The keychain password is the same as your login password unless you changed it.",
		"Reset your password at https://id.acme.dev/reset — the link expires in 15 minutes.",
		"We store the match passphrase in 1Password, vault \"iOS Release\".",
		"Passwords must not be reused across the last 5 changes.",
		"Das Passwort muss mindestens 12 Zeichen lang sein und eine Zahl enthalten.",
		"Le mot de passe doit être changé tous les 90 jours.",
		"La contraseña debe tener al menos 12 caracteres.",
		"パスワードは12文字以上にしてください。",
		"密码至少需要 12 位，并包含数字。",
		"Пароль должен содержать не менее 12 символов.",
		"The PIN is six digits and locks after ten tries.",
		"Door codes are changed every quarter; ask facilities for the current one.",
		"password: required, min length 12 (see validation rules in LoginViewModel)",
	))
}

func hazTrapTicketsDates() Sample {
	return hazWrapT("trap-ticket", "prose", hazP(
		fmt.Sprintf("IOS-%d and IOS-%d are both blocked on App Review (submission %s).", hazN(100, 9999), hazN(100, 9999), hazDate()),
		fmt.Sprintf("HELP-%d: replace battery on %s's MacBook, due %s", hazN(1000, 9999), hazCap(hazName()), hazDate()),
		fmt.Sprintf("Call the Apple Business support line at 1-800-%03d-%04d, case %d", hazN(200, 999), hazN(0, 9999), hazN(100000000, 999999999)),
		fmt.Sprintf("Sprint %d runs %s to %s.", hazN(10, 90), hazDate(), hazDate()),
		fmt.Sprintf("INC%07d closed at %s UTC", hazN(0, 9999999), hazTime()),
	))
}

func hazTrapProductCodes() Sample {
	return hazWrapT("trap-product-code", "prose", hazP(
		fmt.Sprintf("ordered 4x %s%d%s/A (MacBook Air 13\") and 2x Z1%s", hazR(upper, 2), hazN(1, 9), hazR(upper+digits, 2), hazR(upper+digits, 7)),
		fmt.Sprintf("Apple order W%d ships on %s", hazN(100000000, 999999999), hazDate()),
		fmt.Sprintf("AppleCare+ agreement %s%d covers the iPads", hazR(upper, 2), hazN(100000000, 999999999)),
		fmt.Sprintf("Model A%d, part number 661-%05d", hazN(2000, 3200), hazN(0, 99999)),
		fmt.Sprintf("IMEI %d%07d, EID %s", hazN(35000000, 35999999), hazN(0, 9999999), hazR(digits, 32)),
	))
}

func hazTrapCodeGeneric() Sample {
	switch rng.IntN(4) {
	case 0:
		return hazT("trap-code", "python", hazHead("python")+"def check_password(user, password):\n    hashed = user.password_hash\n    return bcrypt.checkpw(password.encode(), hashed)")
	case 1:
		return hazT("trap-code", "go", hazHead("go")+"func (c *Client) Login(ctx context.Context, user, password string) error {\n\tif password == \"\" {\n\t\treturn errors.New(\"empty password\")\n\t}\n\treturn c.post(ctx, \"/login\", map[string]string{\"user\": user, \"password\": password})\n}")
	case 2:
		return hazT("trap-code", "js", hazHead("js")+"const token = process.env.ASC_TOKEN;\nif (!token) throw new Error('ASC_TOKEN is not set');\nconst res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });")
	}
	return hazT("trap-code", "ruby", hazHead("ruby")+"password = ENV.fetch(\"FASTLANE_PASSWORD\") { UI.user_error!(\"FASTLANE_PASSWORD missing\") }\napi_token = ENV[\"BITRISE_TOKEN\"]")
}

func hazTrapRedacted() Sample {
	return hazT("trap-redacted", "log", hazP(
		fmt.Sprintf("%s DEBUG http: POST /api/oauth/token client_id=%s client_secret=[REDACTED]", hazStamp(), hazUUID()),
		fmt.Sprintf("%s INFO login ok user=%s password=******", hazStamp(), hazP("jdoe", "ci", "svc-mdm")),
		"Parameters: {\"user\"=>{\"email\"=>\"dev@acme.dev\", \"password\"=>\"[FILTERED]\"}}",
		fmt.Sprintf("%s WARN keychain: SecItemCopyMatching returned -25300 (errSecItemNotFound) for service com.acme.api", hazStamp()),
	))
}

func hazTrapTables() Sample {
	switch rng.IntN(2) {
	case 0:
		return hazT("trap-table", "markdown-table", fmt.Sprintf("| device | OS | UDID | owner |\n|---|---|---|---|\n| iPhone 15 | 18.%d | 00008120-00%s | %s |\n| iPad mini | 17.%d | 00008110-00%s | lab |", hazN(0, 5), strings.ToUpper(hazR(hexs, 14)), hazName(), hazN(0, 7), strings.ToUpper(hazR(hexs, 14))))
	}
	return hazT("trap-table", "csv", fmt.Sprintf("app,bundle_id,team_id,version,build\nFruitbat,%s,%s,%d.%d.%d,%d\nFruitbat Widgets,%s,%s,%d.%d.%d,%d", hazBundleID(), hazTeamID(), hazN(1, 5), hazN(0, 9), hazN(0, 9), hazN(100, 999), hazBundleID(), hazTeamID(), hazN(1, 5), hazN(0, 9), hazN(0, 9), hazN(100, 999)))
}

func hazTrapDiff() Sample {
	return hazT("trap-diff", "diff", fmt.Sprintf("--- a/Fruitbat.xcodeproj/project.pbxproj\n+++ b/Fruitbat.xcodeproj/project.pbxproj\n@@ -%d,7 +%d,7 @@\n \t\t\t\tCODE_SIGN_STYLE = Manual;\n-\t\t\t\tCURRENT_PROJECT_VERSION = %d;\n+\t\t\t\tCURRENT_PROJECT_VERSION = %d;\n \t\t\t\tDEVELOPMENT_TEAM = %s;\n \t\t\t\t%s /* Release */ = {", hazN(300, 900), hazN(300, 900), hazN(100, 500), hazN(501, 900), hazTeamID(), strings.ToUpper(hazR(hexs, 24))))
}

func hazTrapForeign() Sample {
	return hazWrapT("trap-foreign", "prose", hazP(
		"Morgen früh wird der Build-Mac neu gestartet, bitte vorher alles committen.",
		"Le build TestFlight est disponible, merci de tester l'écran de connexion.",
		"La versión 2.4 ya está en revisión de Apple.",
		"明日の朝、ビルド用Macを再起動します。",
		"新版本已经提交审核，预计两天内通过。",
		"Завтра обновим Xcode на всех раннерах.",
		"새 빌드가 TestFlight에 올라갔습니다.",
		"O certificado de distribuição expira em março.",
		"Il profilo di provisioning va rinnovato entro venerdì.",
		"تم تحديث أجهزة الماك في المكتب إلى أحدث إصدار.",
	))
}

func hazTrapTokenWords() Sample {
	return hazWrapT("trap-token-words", "prose", hazP(
		"The token bucket limiter allows 3600 requests per hour to App Store Connect.",
		"Tokens from the ASC API expire after 20 minutes, so generate a fresh one per lane.",
		"The CSRF token is rotated per session; nothing to store.",
		"Use a design token for the accent color instead of #FF9F0A.",
		"key_id and issuer_id come from the environment, the key content from the keychain.",
		"Secret scanning flagged nothing in the last push.",
	))
}

func hazTrapBase64() Sample {
	plain := hazP("hello from the build Mac", "Fruitbat 2.4.1 release notes", `{"locale":"de_DE","theme":"dark"}`, "iPhone16,2;iOS 18.1")
	return hazWrapT("trap-base64", "prose", fmt.Sprintf("decoded %s from the push payload, it is just \"%s\"", hazB64(plain), plain))
}
