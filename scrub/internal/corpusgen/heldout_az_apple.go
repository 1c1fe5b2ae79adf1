package main

import (
	"fmt"
	"strings"
)

// Apple platform secrets: App Store Connect keys, app-specific passwords, fastlane,
// Keychain CLI, MDM vendors, FileVault, signing assets and private package repos.

func hazAppleGens() []hazGen {
	return []hazGen{
		{14, hazASCKey},
		{13, hazAppSpecific},
		{13, hazFastlane},
		{13, hazKeychainCLI},
		{17, hazMDM},
		{10, hazFileVault},
		{8, hazSigningP12},
		{10, hazPrivateRepos},
		{7, hazCIVendors},
	}
}

func hazASCKey() Sample {
	pem, lines := hazPEM("p8")
	kid, iss := hazR(hazUpDig, 10), hazUUID()
	switch rng.IntN(7) {
	case 0:
		return hazS("asc-p8", "notes", fmt.Sprintf("App Store Connect API key (App Manager)\nKey ID: %s\nIssuer ID: %s\n\n%s", kid, iss, pem), lines)
	case 1:
		esc := strings.ReplaceAll(pem, "\n", "\\n")
		return hazS("asc-p8", "ruby", fmt.Sprintf("lane :beta do\n  api_key = app_store_connect_api_key(\n    key_id: \"%s\",\n    issuer_id: \"%s\",\n    key_content: \"%s\",\n    in_house: false\n  )\n  pilot(api_key: api_key)\nend", kid, iss, esc), lines, "  pilot(api_key: api_key)")
	case 2:
		esc := strings.ReplaceAll(pem, "\n", "\\n")
		return hazS("asc-p8", "json", fmt.Sprintf("{\n  \"key_id\": \"%s\",\n  \"issuer_id\": \"%s\",\n  \"key\": \"%s\",\n  \"duration\": 1200,\n  \"in_house\": false\n}", kid, iss, esc), lines, "\"duration\": 1200,")
	case 3:
		return hazS("asc-p8", "shell", fmt.Sprintf("$ cat ~/.appstoreconnect/private_keys/AuthKey_%s.p8\n%s\n$ xcrun notarytool history --key AuthKey_%s.p8 --key-id %s --issuer %s", kid, pem, kid, kid, iss), lines)
	case 4:
		n := hazName()
		return hazS("asc-p8", "chat", fmt.Sprintf("[%s] %s: here's the .p8 for the CI key, don't lose it, Apple only lets you download it once\n%s\n[%s] %s: saved, thanks", hazTime(), n, pem, hazTime(), hazName()), lines)
	case 5:
		j := hazASCJWT()
		return hazS("asc-p8", "shell", fmt.Sprintf("$ curl -s https://api.appstoreconnect.apple.com/v1/apps \\\n    -H \"Authorization: Bearer %s\" | jq '.data[].attributes.bundleId'", j), []string{j})
	}
	b := hazB64(pem)
	return hazS("asc-p8", "yaml", fmt.Sprintf("# GitHub Actions secrets dump\nASC_KEY_ID: %s\nASC_ISSUER_ID: %s\nASC_KEY_P8_BASE64: %s", kid, iss, b), []string{b})
}

func hazAppSpecific() Sample {
	p := hazAppSpecificPW()
	id := hazEmail()
	team := hazTeamID()
	switch rng.IntN(9) {
	case 0:
		return hazS("app-specific-password", "shell", fmt.Sprintf("xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id \"%s\" --team-id %s --password %s", id, team, p), []string{p})
	case 1:
		return hazS("app-specific-password", "shell", fmt.Sprintf("xcrun altool --upload-app -f build/App.ipa -t ios -u %s -p %s", id, p), []string{p})
	case 2:
		return hazS("app-specific-password", "env", fmt.Sprintf("FASTLANE_USER=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s\nFASTLANE_SKIP_UPDATE_CHECK=1", id, p), []string{p}, "FASTLANE_SKIP_UPDATE_CHECK=1")
	case 3:
		return hazWrapS("app-specific-password", "prose", fmt.Sprintf("app-specific password for %s is %s (made it for notarization only)", id, p), []string{p})
	case 4:
		return hazWrapS("app-specific-password", "prose", "use the app specific pw "+p+" with notarytool, not your real Apple ID password", []string{p})
	case 5:
		return hazS("app-specific-password", "yaml", fmt.Sprintf("- name: Notarize\n  run: xcrun notarytool submit App.zip --apple-id %s --password \"%s\" --team-id %s --wait", id, p, team), []string{p}, "- name: Notarize")
	case 6:
		return hazWrapS("app-specific-password", "prose", "App-spezifisches Passwort für den Upload: "+p, []string{p})
	case 7:
		return hazS("app-specific-password", "shell", fmt.Sprintf("$ xcrun notarytool submit MyApp.dmg --apple-id %s --team-id %s --password %s --wait\nConducting pre-submission checks for MyApp.dmg and initiating connection to the Apple notary service...\nSubmission ID received\n  id: %s", id, team, p, hazUUID()), []string{p})
	}
	return hazS("app-specific-password", "ruby", fmt.Sprintf("ENV[\"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD\"] = \"%s\"\nupload_to_testflight(skip_waiting_for_build_processing: true)", p), []string{p})
}

func hazFastlane() Sample {
	p, p2 := hazPW(), hazHumanPW()
	gh := hazGHToken()
	basic := hazB64(hazP("ios-ci", "x-access-token", "buildbot") + ":" + gh)
	switch rng.IntN(8) {
	case 0:
		return hazS("fastlane", "env", fmt.Sprintf("MATCH_GIT_URL=https://github.com/acme/certificates.git\nMATCH_PASSWORD=%s\nMATCH_READONLY=true", p), []string{p}, "MATCH_READONLY=true")
	case 1:
		return hazS("fastlane", "env", fmt.Sprintf("MATCH_GIT_BASIC_AUTHORIZATION=%s\nMATCH_TYPE=appstore", basic), []string{basic})
	case 2:
		return hazS("fastlane", "ruby", fmt.Sprintf("# Matchfile\ngit_url(\"https://github.com/acme/certificates\")\nstorage_mode(\"git\")\ntype(\"development\")\n# passphrase: %s", p), []string{p}, "storage_mode(\"git\")")
	case 3:
		return hazWrapS("fastlane", "prose", "the match passphrase is "+p+", same as last year", []string{p})
	case 4:
		return hazS("fastlane", "shell", fmt.Sprintf("$ FASTLANE_PASSWORD='%s' fastlane deliver --username %s\n[✔] 🚀\n[%s]: Login to App Store Connect (%s)", p, hazEmail(), hazTime(), hazEmail()), []string{p})
	case 5:
		return hazS("fastlane", "ruby", fmt.Sprintf("lane :certs do\n  match(\n    type: \"appstore\",\n    git_basic_authorization: \"%s\",\n    readonly: is_ci\n  )\nend", basic), []string{basic}, "    readonly: is_ci")
	case 6:
		return hazWrapS("fastlane", "prose", fmt.Sprintf("Match-Passwort: %s — und der Keychain auf dem Runner hat %s", p, p2), []string{p, p2})
	}
	return hazS("fastlane", "yaml", fmt.Sprintf("env:\n  MATCH_PASSWORD: \"%s\"\n  FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT: \"120\"\n  GITHUB_TOKEN: %s", p, gh), []string{p, gh}, "FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT: \"120\"")
}

func hazKeychainCLI() Sample {
	p, p2 := hazPW(), hazPW()
	kc := hazP("build.keychain", "ci.keychain-db", "signing.keychain")
	switch rng.IntN(9) {
	case 0:
		return hazS("keychain-cli", "shell", fmt.Sprintf("security create-keychain -p \"%s\" %s\nsecurity default-keychain -s %s\nsecurity unlock-keychain -p \"%s\" %s\nsecurity set-keychain-settings -t 3600 -u %s", p, kc, kc, p, kc, kc), []string{p}, "security set-keychain-settings -t 3600 -u "+kc)
	case 1:
		return hazS("keychain-cli", "shell", fmt.Sprintf("security import dist.p12 -k ~/Library/Keychains/%s -P '%s' -T /usr/bin/codesign", kc, p), []string{p})
	case 2:
		return hazS("keychain-cli", "shell", fmt.Sprintf("security add-generic-password -a ci -s ghcr.io -w '%s' -U", p), []string{p})
	case 3:
		return hazS("keychain-cli", "shell", fmt.Sprintf("$ security find-generic-password -s \"NAS backup\" -w\n%s\n$ ", p), []string{p})
	case 4:
		return hazS("keychain-cli", "shell", fmt.Sprintf("security add-internet-password -a %s -s %s -r htps -w %s", hazUser(), hazHost(), p), []string{p})
	case 5:
		return hazWrapS("keychain-cli", "prose", fmt.Sprintf("the login keychain password on buildmac-0%d is %s (different from the account pw)", hazN(1, 9), p), []string{p})
	case 6:
		return hazS("keychain-cli", "yaml", fmt.Sprintf("- name: Install signing cert\n  env:\n    KEYCHAIN_PASSWORD: %s\n    P12_PASSWORD: %s\n  run: ./scripts/install-cert.sh", p, p2), []string{p, p2}, "  run: ./scripts/install-cert.sh")
	case 7:
		return hazS("keychain-cli", "shell", fmt.Sprintf("#!/bin/zsh\nset -euo pipefail\nKEYCHAIN_PW=\"%s\"\nsecurity unlock-keychain -p \"$KEYCHAIN_PW\" %s", p, kc), []string{p}, "set -euo pipefail")
	}
	return hazS("keychain-cli", "shell", fmt.Sprintf("sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain proxy-ca.cer\nsudo security unlock-keychain -p %s /Library/Keychains/System.keychain", p), []string{p})
}

func hazMDM() Sample {
	cid, sec := hazUUID(), hazJamfSecret()
	p := hazPW()
	kandji := hazUUID()
	mosyle := hazMosyle()
	tenant := hazP("acme", "fruitbat", "northwind", "studio9")
	switch rng.IntN(12) {
	case 0:
		return hazS("mdm-jamf", "shell", fmt.Sprintf("curl -s -X POST \"https://%s.jamfcloud.com/api/oauth/token\" \\\n  -H \"Content-Type: application/x-www-form-urlencoded\" \\\n  --data-urlencode \"client_id=%s\" \\\n  --data-urlencode \"grant_type=client_credentials\" \\\n  --data-urlencode \"client_secret=%s\"", tenant, cid, sec), []string{sec})
	case 1:
		return hazWrapS("mdm-jamf", "prose", fmt.Sprintf("Jamf API client for the inventory script: id %s, secret %s", cid, sec), []string{sec})
	case 2:
		return hazS("mdm-jamf", "shell", fmt.Sprintf("curl -su %s:%s -X POST https://%s.jamfcloud.com/api/v1/auth/token", hazP("api-inventory", "jamfadmin"), p, tenant), []string{p})
	case 3:
		j := hazJWT()
		return hazS("mdm-jamf", "log", fmt.Sprintf("%s DEBUG jamf-sync: GET /api/v1/computers-inventory?section=GENERAL\n%s DEBUG jamf-sync: Authorization: Bearer %s\n%s INFO jamf-sync: 412 computers", hazStamp(), hazStamp(), j, hazStamp()), []string{j})
	case 4:
		return hazS("mdm-kandji", "env", fmt.Sprintf("KANDJI_SUBDOMAIN=%s\nKANDJI_API_TOKEN=%s\nKANDJI_REGION=eu", tenant, kandji), []string{kandji}, "KANDJI_REGION=eu")
	case 5:
		return hazWrapS("mdm-kandji", "prose", fmt.Sprintf("Kandji API token (device read only): %s", kandji), []string{kandji})
	case 6:
		return hazS("mdm-kandji", "shell", fmt.Sprintf("curl -s https://%s.api.kandji.io/api/v1/devices \\\n  -H \"Authorization: Bearer %s\" | jq length", tenant, kandji), []string{kandji})
	case 7:
		return hazS("mdm-mosyle", "python", fmt.Sprintf("MOSYLE_URL = \"https://managerapi.mosyle.com/v2\"\nACCESS_TOKEN = \"%s\"\nADMIN_EMAIL = \"%s\"\nADMIN_PASSWORD = \"%s\"", mosyle, hazEmail(), p), []string{mosyle, p}, "MOSYLE_URL = \"https://managerapi.mosyle.com/v2\"")
	case 8:
		return hazWrapS("mdm-mosyle", "prose", fmt.Sprintf("Mosyle Business: access token %s, admin login %s / %s", mosyle, hazEmail(), p), []string{mosyle, p})
	case 9:
		return hazWrapS("mdm-abm", "prose", fmt.Sprintf("Apple Business Manager admin is %s, password %s — the managed Apple ID, not a personal one", hazEmail(), p), []string{p})
	case 10:
		return hazS("mdm-jamf", "xml", fmt.Sprintf("<dict>\n  <key>jss_url</key>\n  <string>https://%s.jamfcloud.com</string>\n  <key>api_username</key>\n  <string>svc-patch</string>\n  <key>api_password</key>\n  <string>%s</string>\n</dict>", tenant, p), []string{p}, "<key>jss_url</key>")
	}
	return hazS("mdm-jamf", "shell", fmt.Sprintf("#!/bin/bash\n# Jamf policy script, parameter 4 normally holds this\nlocalAdminPass=\"%s\"\nsysadminctl -adminUser localadmin -adminPassword \"$localAdminPass\" -secureTokenOn %s -password -", p, hazName()), []string{p})
}

func hazFileVault() Sample {
	k := hazFileVaultKey()
	serial := hazR(hazUpDig, 10)
	switch rng.IntN(8) {
	case 0:
		return hazWrapS("filevault", "prose", fmt.Sprintf("FileVault recovery key for %s's MacBook (serial %s): %s", hazCap(hazName()), serial, k), []string{k})
	case 1:
		return hazS("filevault", "shell", fmt.Sprintf("$ sudo fdesetup changerecovery -personal\nEnter the user name:%s\nEnter the password for user '%s':\nNew personal recovery key = '%s'", hazName(), hazName(), k), []string{k})
	case 2:
		return hazS("filevault", "ticket", fmt.Sprintf("HELP-%d: user locked out after macOS update\nSerial: %s\nRecovery key from Jamf: %s\nResolved: yes", hazN(1000, 9999), serial, k), []string{k}, "Resolved: yes")
	case 3:
		return hazWrapS("filevault", "prose", "Wiederherstellungsschlüssel: "+k, []string{k})
	case 4:
		return hazS("filevault", "csv", fmt.Sprintf("serial,user,recovery_key\n%s,%s,%s\n%s,%s,%s", serial, hazName(), k, hazR(hazUpDig, 10), hazName(), "escrow pending"), []string{k})
	case 5:
		return hazWrapS("filevault", "prose", "read me the PRK please — it's "+k+", got it from Kandji", []string{k})
	case 6:
		return hazWrapS("filevault", "prose", "clé de secours FileVault : "+k, []string{k})
	}
	return hazS("filevault", "xml", fmt.Sprintf("<key>RecoveryKey</key>\n<string>%s</string>\n<key>SerialNumber</key>\n<string>%s</string>", k, serial), []string{k})
}

func hazSigningP12() Sample {
	p := hazPW()
	b := hazR(hazB64Std, 120) + "=="
	switch rng.IntN(6) {
	case 0:
		return hazWrapS("signing-p12", "prose", "the .p12 for Apple Distribution exports with password "+p, []string{p})
	case 1:
		return hazS("signing-p12", "yaml", fmt.Sprintf("env:\n  BUILD_CERTIFICATE_BASE64: %s\n  P12_PASSWORD: %s\n  KEYCHAIN_PASSWORD: ${{ secrets.KEYCHAIN_PASSWORD }}", b, p), []string{b, p}, "KEYCHAIN_PASSWORD: ${{ secrets.KEYCHAIN_PASSWORD }}")
	case 2:
		return hazS("signing-p12", "shell", fmt.Sprintf("openssl pkcs12 -in Certificates.p12 -nodes -passin pass:%s | openssl x509 -noout -subject", p), []string{p})
	case 3:
		return hazS("signing-p12", "ruby", fmt.Sprintf("import_certificate(\n  certificate_path: \"certs/dist.p12\",\n  certificate_password: \"%s\",\n  keychain_name: \"ci\"\n)", p), []string{p}, "  keychain_name: \"ci\"")
	case 4:
		return hazWrapS("signing-p12", "prose", fmt.Sprintf("Zertifikat-Export (.p12) Passwort lautet %s", p), []string{p})
	}
	return hazS("signing-p12", "notes", fmt.Sprintf("Push cert (APNs) renewed %s\nfile: apns-prod.p12\npassphrase: %s\nexpires next year", hazDate(), p), []string{p}, "file: apns-prod.p12")
}

func hazPrivateRepos() Sample {
	gh, gl := hazGHToken(), hazGLToken()
	u := hazP("ios-ci", "buildbot", "jane-doe")
	switch rng.IntN(8) {
	case 0:
		return hazS("private-repo", "ruby", fmt.Sprintf("source 'https://%s:%s@github.com/acme/Specs.git'\nsource 'https://cdn.cocoapods.org/'\n\nplatform :ios, '15.0'", u, gh), []string{gh}, "platform :ios, '15.0'")
	case 1:
		return hazS("private-repo", "netrc", fmt.Sprintf("machine github.com\n  login %s\n  password %s\nmachine api.github.com\n  login %s\n  password %s", u, gh, u, gh), []string{gh})
	case 2:
		return hazS("private-repo", "shell", fmt.Sprintf("$ pod repo add acme-specs https://oauth2:%s@gitlab.com/acme/ios/specs.git\nCloning spec repo `acme-specs` from `https://gitlab.com/acme/ios/specs.git`", gl), []string{gl})
	case 3:
		return hazS("private-repo", "swift", fmt.Sprintf("dependencies: [\n    .package(url: \"https://%s@github.com/acme/AcmeKit.git\", from: \"2.3.0\"),\n    .package(url: \"https://github.com/apple/swift-log.git\", from: \"1.5.0\"),\n]", gh), []string{gh}, ".package(url: \"https://github.com/apple/swift-log.git\", from: \"1.5.0\"),")
	case 4:
		return hazWrapS("private-repo", "prose", "SPM can't resolve AcmeKit on the runner, I put "+gh+" in ~/.netrc for now", []string{gh})
	case 5:
		return hazS("private-repo", "log", fmt.Sprintf("xcodebuild: error: Could not resolve package dependencies:\n  Failed to clone repository https://%s:%s@github.com/acme/AcmeKit.git:\n    fatal: Authentication failed", u, gh), []string{gh})
	case 6:
		return hazS("private-repo", "shell", fmt.Sprintf("git config --global url.\"https://%s:x-oauth-basic@github.com/\".insteadOf \"https://github.com/\"", gh), []string{gh})
	}
	return hazS("private-repo", "env", fmt.Sprintf("GITLAB_TOKEN=%s\nCI_SERVER_HOST=gitlab.com", gl), []string{gl})
}

func hazCIVendors() Sample {
	switch rng.IntN(5) {
	case 0:
		t := hazFirebaseCI()
		return hazS("ci-token", "shell", fmt.Sprintf("firebase appdistribution:distribute build/App.ipa --app 1:%s:ios:%s --token \"%s\" --groups qa", hazR(digits, 12), hazR(hexs, 22), t), []string{t})
	case 1:
		t := hazBitrise()
		return hazWrapS("ci-token", "prose", "Bitrise personal access token for the status script: "+t, []string{t})
	case 2:
		t := hazR(b64url, 64)
		return hazS("ci-token", "env", fmt.Sprintf("CODEMAGIC_API_TOKEN=%s\nCM_APP_ID=%s", t, hazR(hexs, 24)), []string{t})
	case 3:
		t := hazSentry()
		return hazS("ci-token", "shell", fmt.Sprintf("export SENTRY_AUTH_TOKEN=%s\nsentry-cli debug-files upload --include-sources build/DerivedData", t), []string{t}, "sentry-cli debug-files upload --include-sources build/DerivedData")
	}
	t := hazRevenueCatSK()
	return hazWrapS("ci-token", "prose", "RevenueCat secret API key (server side only!): "+t, []string{t})
}
