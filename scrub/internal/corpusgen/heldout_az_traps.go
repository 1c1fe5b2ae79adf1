package main

import (
	"fmt"
	"strings"
)

// Apple platform traps: identifiers, fingerprints, paths and logs that look random but
// are not credentials. Every sample here must come back unchanged.

func hazTrapGens() []hazGen {
	return []hazGen{
		{12, hazTrapXcconfig},
		{9, hazTrapAppfile},
		{10, hazTrapFastfile},
		{12, hazTrapBuildLog},
		{10, hazTrapFindIdentity},
		{9, hazTrapFingerprint},
		{10, hazTrapSimctl},
		{10, hazTrapUDID},
		{9, hazTrapSerials},
		{11, hazTrapNotary},
		{8, hazTrapInfoPlist},
		{8, hazTrapProfile},
		{8, hazTrapCrash},
		{10, hazTrapVersions},
		{14, hazTrapMDMTalk},
		{10, hazTrapKeychainCode},
		{7, hazTrapPackages},
		{8, hazTrapAppleLinks},
	}
}

func hazSHA1Colon() string {
	var parts []string
	for i := 0; i < 20; i++ {
		parts = append(parts, hazR("0123456789ABCDEF", 2))
	}
	return strings.Join(parts, ":")
}

func hazIdentity() string {
	return fmt.Sprintf("%s: %s (%s)", hazP("Apple Development", "Apple Distribution", "Developer ID Application", "iPhone Distribution", "Developer ID Installer"), hazP("Acme Inc", "Fruitbat Ltd", "Jane Doe", "Studio Nine GmbH", "Kenji Tanaka"), hazTeamID())
}

func hazDerived() string {
	return fmt.Sprintf("/Users/%s/Library/Developer/Xcode/DerivedData/%s-%s", hazName(), hazP("Fruitbat", "AcmeApp", "Northwind", "WidgetKitDemo"), hazR(lower, 28))
}

func hazTrapXcconfig() Sample {
	team := hazTeamID()
	text := fmt.Sprintf("// Release.xcconfig\n#include \"Base.xcconfig\"\nDEVELOPMENT_TEAM = %s\nPRODUCT_BUNDLE_IDENTIFIER = %s\nCODE_SIGN_IDENTITY = %s\nCODE_SIGN_STYLE = Manual\nPROVISIONING_PROFILE_SPECIFIER = match AppStore %s\nMARKETING_VERSION = %d.%d.%d\nCURRENT_PROJECT_VERSION = %d\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE",
		team, hazBundleID(), hazP("Apple Distribution", "iPhone Distribution", "Apple Development"), hazBundleID(), hazN(1, 6), hazN(0, 30), hazN(0, 9), hazN(100, 9999))
	if hazChance(0.4) {
		text += "\nAPI_BASE_URL = https:/$()/api.fruitbat.app/v2\nOTHER_LDFLAGS = $(inherited) -ObjC"
	}
	return hazT("trap-xcconfig", "xcconfig", text)
}

func hazTrapAppfile() Sample {
	text := fmt.Sprintf("# Appfile\napp_identifier(\"%s\")\napple_id(\"%s\")\nitc_team_id(\"%s\")\nteam_id(\"%s\")\n\nfor_platform :osx do\n  app_identifier(\"%s\")\nend", hazBundleID(), hazEmail(), hazR(digits, 9), hazTeamID(), hazBundleID())
	return hazT("trap-fastlane", "ruby", hazHead("ruby")+text)
}

func hazTrapFastfile() Sample {
	switch rng.IntN(5) {
	case 0:
		return hazT("trap-fastlane", "ruby", hazHead("ruby")+"lane :beta do\n  app_store_connect_api_key(\n    key_id: ENV[\"ASC_KEY_ID\"],\n    issuer_id: ENV[\"ASC_ISSUER_ID\"],\n    key_filepath: \"./fastlane/AuthKey.p8\"\n  )\n  match(type: \"appstore\", readonly: true)\n  build_app(scheme: \""+hazP("Fruitbat", "Acme", "Northwind")+"\", export_method: \"app-store\")\n  upload_to_testflight(skip_waiting_for_build_processing: true)\nend")
	case 1:
		return hazT("trap-fastlane", "ruby", hazHead("ruby")+"match(\n  type: \"development\",\n  git_url: \"git@github.com:acme/certificates.git\",\n  keychain_password: ENV.fetch(\"KEYCHAIN_PASSWORD\"),\n  force_for_new_devices: true\n)")
	case 2:
		return hazT("trap-fastlane", "env", hazHead("env")+"# .env.example — copy to .env and fill in\nFASTLANE_USER=\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=xxxx-xxxx-xxxx-xxxx\nMATCH_PASSWORD=<ask in #ios-release>\nSLACK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ")
	case 3:
		return hazT("trap-fastlane", "log", fmt.Sprintf("[%s]: ----------------------------------\n[%s]: --- Step: increment_build_number ---\n[%s]: ----------------------------------\n[%s]: Current version: %d\n[%s]: $ agvtool new-version -all %d\n[%s]: Successfully received build number %d",
			hazTime(), hazTime(), hazTime(), hazTime(), hazN(400, 900), hazTime(), hazN(900, 999), hazTime(), hazN(900, 999)))
	}
	return hazWrapT("trap-fastlane", "prose", "match stores the certificates encrypted in the git repo; the passphrase lives in 1Password under \"fastlane match\".")
}

func hazTrapBuildLog() Sample {
	d := hazDerived()
	prof := hazUUID()
	app := hazP("Fruitbat", "AcmeApp", "Northwind")
	switch rng.IntN(4) {
	case 0:
		return hazT("trap-build-log", "log", fmt.Sprintf("CodeSign %s/Build/Products/Release-iphoneos/%s.app (in target '%s' from project '%s')\n    cd /Users/ci/work/ios\n    Signing Identity:     \"%s\"\n    Provisioning Profile: \"match AppStore %s\"\n                          (%s)\n    /usr/bin/codesign --force --sign %s --entitlements %s/Build/Intermediates.noindex/%s.build/Release-iphoneos/%s.build/%s.app.xcent --timestamp=none --generate-entitlement-der %s/Build/Products/Release-iphoneos/%s.app",
			d, app, app, app, hazIdentity(), hazBundleID(), prof, strings.ToUpper(hazR(hexs, 40)), d, app, app, app, d, app))
	case 1:
		return hazT("trap-build-log", "log", fmt.Sprintf("** ARCHIVE SUCCEEDED **\n\nArchive path: /Users/ci/Library/Developer/Xcode/Archives/%s/%s %s.xcarchive\nBuild settings from command line:\n    DEVELOPMENT_TEAM = %s\n    CURRENT_PROJECT_VERSION = %d", hazDate(), app, hazTime(), hazTeamID(), hazN(1000, 9999)))
	case 2:
		return hazT("trap-build-log", "log", fmt.Sprintf("%s/Build/Intermediates.noindex/%s.build/Debug-iphonesimulator/%s.build/Objects-normal/arm64/AppDelegate.o\nwarning: Run script build phase 'SwiftLint' will be run during every build because it does not specify any outputs.\nerror: No profiles for '%s' were found: Xcode couldn't find any iOS App Development provisioning profiles matching '%s'.", d, app, app, hazBundleID(), hazBundleID()))
	}
	return hazWrapT("trap-build-log", "prose", fmt.Sprintf("If the build acts weird, nuke %s and rebuild.", d))
}

func hazTrapFindIdentity() Sample {
	var b strings.Builder
	b.WriteString("$ security find-identity -v -p codesigning\n")
	n := hazN(2, 4)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  %d) %s \"%s\"\n", i, strings.ToUpper(hazR(hexs, 40)), hazIdentity())
	}
	fmt.Fprintf(&b, "     %d valid identities found", n)
	return hazT("trap-codesign", "shell", b.String())
}

func hazTrapFingerprint() Sample {
	switch rng.IntN(4) {
	case 0:
		return hazT("trap-fingerprint", "shell", fmt.Sprintf("$ openssl x509 -in distribution.cer -inform DER -noout -fingerprint -sha1\nSHA1 Fingerprint=%s", hazSHA1Colon()))
	case 1:
		return hazWrapT("trap-fingerprint", "prose", fmt.Sprintf("The Developer ID cert we revoked had SHA-1 %s, the new one ends in %s.", hazSHA1Colon(), strings.ToUpper(hazR(hexs, 8))))
	case 2:
		return hazT("trap-fingerprint", "log", fmt.Sprintf("Executable=/Applications/%s.app/Contents/MacOS/%s\nIdentifier=%s\nFormat=app bundle with Mach-O universal (x86_64 arm64)\nCDHash=%s\nSignature size=9052\nAuthority=%s\nAuthority=Developer ID Certification Authority\nAuthority=Apple Root CA\nTeamIdentifier=%s", "Fruitbat", "Fruitbat", hazBundleID(), hazR(hexs, 40), hazIdentity(), hazTeamID()))
	}
	return hazT("trap-fingerprint", "markdown-table", fmt.Sprintf("| cert | SHA-1 | expires |\n|---|---|---|\n| Apple Distribution | %s | %s |\n| APNs prod | %s | %s |", strings.ToUpper(hazR(hexs, 40)), hazDate(), strings.ToUpper(hazR(hexs, 40)), hazDate()))
}

func hazTrapSimctl() Sample {
	switch rng.IntN(3) {
	case 0:
		return hazT("trap-simulator", "shell", fmt.Sprintf("$ xcrun simctl list devices booted\n== Devices ==\n-- iOS %d.%d --\n    iPhone 16 Pro (%s) (Booted)\n    iPad Air 11-inch (M2) (%s) (Booted)", hazN(17, 18), hazN(0, 5), hazUUIDUp(), hazUUIDUp()))
	case 1:
		u := hazUUIDUp()
		return hazT("trap-simulator", "shell", fmt.Sprintf("xcrun simctl boot %s\nxcrun simctl install %s build/Fruitbat.app\nxcrun simctl openurl %s \"fruitbat://debug/reset\"", u, u, u))
	}
	return hazWrapT("trap-simulator", "prose", fmt.Sprintf("the flaky snapshot test only fails on simulator %s — the one with Dynamic Type XL set", hazUUIDUp()))
}

func hazTrapUDID() Sample {
	newUDID := func() string {
		return "0000" + hazP("8030", "8101", "8110", "8120", "8140") + "-00" + strings.ToUpper(hazR(hexs, 14))
	}
	switch rng.IntN(4) {
	case 0:
		return hazT("trap-udid", "tsv", fmt.Sprintf("Device ID\tDevice Name\tDevice Platform\n%s\t%s's iPhone 15\tios\n%s\tQA iPad mini\tios\n%s\tLegacy iPhone 8\tios", newUDID(), hazCap(hazName()), newUDID(), hazR(hexs, 40)))
	case 1:
		return hazWrapT("trap-udid", "prose", fmt.Sprintf("please add my new phone to the dev profile, UDID %s", newUDID()))
	case 2:
		return hazT("trap-udid", "shell", fmt.Sprintf("$ xcrun devicectl list devices\nName              Hostname                          Identifier                             State\n%-17s %-33s %s   available (paired)", hazCap(hazName())+"-iPhone", hazCap(hazName())+"-iPhone.coredevice.local", hazUUIDUp()))
	}
	return hazT("trap-udid", "log", fmt.Sprintf("%s mdm: DeviceInformation for UDID %s (serial %s) acknowledged, command uuid %s", hazStamp(), newUDID(), hazR(hazUpDig, 10), hazUUIDUp()))
}

func hazTrapSerials() Sample {
	serial := func() string {
		if hazChance(0.5) {
			return "C02" + hazR(hazUpDig, 9)
		}
		return hazR("BCDFGHJKLMNPQRTVWXY", 1) + hazR("BCDFGHJKLMNPQRTVWXY0123456789", 9)
	}
	switch rng.IntN(3) {
	case 0:
		return hazT("trap-serials", "csv", fmt.Sprintf("serial,model,os,assigned_to,asset_tag\n%s,MacBook Pro 14-inch M3,macOS 15.%d,%s,IT-%05d\n%s,Mac mini M2,macOS 14.%d,buildfarm,IT-%05d\n%s,iMac 24-inch,macOS 15.%d,reception,IT-%05d",
			serial(), hazN(0, 4), hazName(), hazN(1, 99999), serial(), hazN(0, 7), hazN(1, 99999), serial(), hazN(0, 4), hazN(1, 99999)))
	case 1:
		return hazWrapT("trap-serials", "prose", fmt.Sprintf("AppleCare case for serial %s is %d, pickup on %s.", serial(), hazN(100000000, 999999999), hazDate()))
	}
	return hazT("trap-serials", "shell", fmt.Sprintf("$ system_profiler SPHardwareDataType | grep -E 'Serial|UUID|Model'\n      Model Name: MacBook Air\n      Model Identifier: Mac15,%d\n      Serial Number (system): %s\n      Hardware UUID: %s\n      Provisioning UDID: 0000%s-00%s", hazN(2, 13), serial(), hazUUIDUp(), hazP("6020", "6030", "8112"), strings.ToUpper(hazR(hexs, 14))))
}

func hazTrapNotary() Sample {
	id := hazUUID()
	switch rng.IntN(5) {
	case 0:
		return hazT("trap-notary", "shell", fmt.Sprintf("$ xcrun notarytool submit Fruitbat.zip --keychain-profile \"%s\" --wait\nConducting pre-submission checks for Fruitbat.zip and initiating connection to the Apple notary service...\nSubmission ID received\n  id: %s\nUpload progress: 100.00%% (%.1f MB of %.1f MB)\nProcessing complete\n  id: %s\n  status: Accepted", hazP("AC_NOTARY", "notary-profile", "AC_PASSWORD"), id, 12.3, 12.3, id))
	case 1:
		return hazT("trap-notary", "shell", fmt.Sprintf("$ spctl -a -vvv -t install Fruitbat.pkg\nFruitbat.pkg: accepted\nsource=Notarized Developer ID\norigin=%s", hazIdentity()))
	case 2:
		return hazT("trap-notary", "shell", fmt.Sprintf("xcrun altool --notarize-app -f Fruitbat.dmg --primary-bundle-id %s -u %s -p \"@keychain:AC_PASSWORD\"", hazBundleID(), hazEmail()))
	case 3:
		return hazT("trap-notary", "json", fmt.Sprintf("{\n  \"logFormatVersion\": 1,\n  \"jobId\": \"%s\",\n  \"status\": \"Accepted\",\n  \"statusSummary\": \"Ready for distribution\",\n  \"archiveFilename\": \"Fruitbat.zip\",\n  \"sha256\": \"%s\",\n  \"ticketContents\": [{\"path\": \"Fruitbat.zip/Fruitbat.app\", \"cdhash\": \"%s\", \"arch\": \"arm64\"}]\n}", id, hazR(hexs, 64), hazR(hexs, 40)))
	}
	return hazWrapT("trap-notary", "prose", "Notarization now needs notarytool; store the credentials once with store-credentials and pass --keychain-profile, never the password on the command line.")
}

func hazTrapInfoPlist() Sample {
	return hazT("trap-plist", "xml", fmt.Sprintf("<key>CFBundleIdentifier</key>\n<string>%s</string>\n<key>CFBundleShortVersionString</key>\n<string>%d.%d</string>\n<key>CFBundleVersion</key>\n<string>%d</string>\n<key>NSCameraUsageDescription</key>\n<string>%s</string>\n<key>CFBundleURLTypes</key>\n<array><dict><key>CFBundleURLSchemes</key><array><string>fruitbat</string></array></dict></array>\n<key>ITSAppUsesNonExemptEncryption</key>\n<false/>",
		hazBundleID(), hazN(1, 9), hazN(0, 30), hazN(100, 99999), hazP("Scan receipts with your camera.", "Take a profile photo.", "Die Kamera wird zum Scannen von QR-Codes verwendet.")))
}

func hazTrapProfile() Sample {
	team := hazTeamID()
	return hazT("trap-profile", "xml", fmt.Sprintf("$ security cms -D -i embedded.mobileprovision | head -30\n<key>AppIDName</key>\n<string>Fruitbat App Store</string>\n<key>TeamIdentifier</key>\n<array><string>%s</string></array>\n<key>Entitlements</key>\n<dict>\n  <key>application-identifier</key>\n  <string>%s.%s</string>\n  <key>aps-environment</key>\n  <string>production</string>\n</dict>\n<key>ExpirationDate</key>\n<date>%sT10:11:12Z</date>\n<key>UUID</key>\n<string>%s</string>",
		team, team, hazBundleID(), hazDate(), hazUUID()))
}

func hazTrapCrash() Sample {
	return hazT("trap-crash", "crash", fmt.Sprintf("Incident Identifier: %s\nCrashReporter Key:   %s\nHardware Model:      iPhone%d,%d\nProcess:             Fruitbat [%d]\nIdentifier:          %s\nVersion:             %d.%d (%d)\nException Type:  EXC_BAD_ACCESS (SIGSEGV)\nException Codes: KERN_INVALID_ADDRESS at 0x%016x\n\nThread 0 Crashed:\n0   Fruitbat   0x%016x FeedViewController.reload() + %d\n1   UIKitCore  0x%016x -[UIViewController _sendViewDidLoadWithAppearanceProxyObjectTaggingEnabled] + %d\n\nBinary Images:\n0x%x - 0x%x Fruitbat arm64  <%s> /private/var/containers/Bundle/Application/%s/Fruitbat.app/Fruitbat",
		hazUUIDUp(), hazR(hexs, 40), hazN(12, 17), hazN(1, 5), hazN(100, 9999), hazBundleID(), hazN(1, 9), hazN(0, 20), hazN(100, 9999), rng.Uint64()>>20, rng.Uint64()>>24, hazN(10, 900), rng.Uint64()>>24, hazN(10, 900), hazN(0x100000000, 0x1ffffffff), hazN(0x200000000, 0x2ffffffff), hazR(hexs, 32), hazUUIDUp()))
}

func hazTrapVersions() Sample {
	return hazWrapT("trap-version", "prose", hazP(
		fmt.Sprintf("CI image: Xcode 16.%d (16C%da), macOS 15.%d (24D%d), Ruby 3.3.%d, fastlane 2.22%d.0", hazN(0, 3), hazN(5000, 5099), hazN(0, 4), hazN(40, 99), hazN(0, 6), hazN(0, 9)),
		fmt.Sprintf("Crash only reproduces on iOS 18.%d (22D%d) — build %d.%d.%d (%d).", hazN(0, 4), hazN(40, 99), hazN(1, 5), hazN(0, 20), hazN(0, 9), hazN(1000, 9999)),
		fmt.Sprintf("Bumped CFBundleVersion to %d%02d%02d.%d for the hotfix.", 2025, hazN(1, 12), hazN(1, 28), hazN(1, 9)),
		fmt.Sprintf("Kandji agent %d.%d.%d and Jamf Pro 11.%d.%d are both on the fleet now.", hazN(4, 6), hazN(0, 9), hazN(0, 9), hazN(8, 14), hazN(0, 3)),
		fmt.Sprintf("Swift 6.%d toolchain swift-6.%d-RELEASE, SwiftLint %d.%d.%d", hazN(0, 1), hazN(0, 1), 0, hazN(50, 59), hazN(0, 9)),
	))
}

func hazTrapMDMTalk() Sample {
	lines := []string{
		fmt.Sprintf("Jamf policy id %d is scoped to the smart group \"FileVault not enabled\" (id %d).", hazN(10, 999), hazN(10, 300)),
		fmt.Sprintf("Kandji blueprint %s now installs the Xcode %d.%d library item.", hazUUID(), hazN(15, 16), hazN(0, 4)),
		"Escrow the FileVault personal recovery key to Jamf before handing the Mac over.",
		"Bootstrap token escrowed to server: YES",
		"$ sudo profiles status -type bootstraptoken\nprofiles: Bootstrap Token supported on server: YES\nprofiles: Bootstrap Token escrowed to server: YES",
		"$ fdesetup status\nFileVault is On.",
		fmt.Sprintf("GET https://acme.jamfcloud.com/api/v1/computers-inventory-detail/%d?section=DISK_ENCRYPTION", hazN(1, 2000)),
		"Mosyle: Management > Profiles > Certificates > add the root CA, then scope to All Devices.",
		"Apple Business Manager → Preferences → Your MDM Servers → download the server token and upload it in Jamf.",
		fmt.Sprintf("The ADE token expires on %s; renew it in ABM and upload the .p7m to Jamf.", hazDate()),
		"Jamf Pro API roles: Read Computers, Read Computer Inventory Collection; client credentials rotate every 30 minutes.",
		"The MDM push certificate (APNs) for Kandji is tied to it-admin@acme.dev — renew it with the same Apple ID or every device must re-enroll.",
		fmt.Sprintf("Mosyle device group %d gets the Wi-Fi payload; %d Macs pending.", hazN(1, 99), hazN(1, 40)),
	}
	return hazWrapT("trap-mdm", "prose", lines[rng.IntN(len(lines))])
}

// hazHead gives a code trap the line people paste above a snippet.
func hazHead(lang string) string {
	file := hazP("Auth", "Keychain", "Login", "Session", "Signing", "Account") + hazP("Store", "Service", "Helper", "Manager", "ViewModel", "Client")
	cm, ext := "//", lang
	switch lang {
	case "shell", "ruby", "python", "env":
		cm = "#"
	}
	switch lang {
	case "shell":
		ext = "sh"
	case "ruby":
		ext = "rb"
	case "python":
		ext = "py"
	case "objc":
		ext = "m"
	}
	if lang == "ruby" && hazChance(0.5) {
		return cm + " fastlane/Fastfile, line " + fmt.Sprint(hazN(5, 300)) + "\n"
	}
	return fmt.Sprintf("%s %s/%s.%s:%d\n", cm, hazP("Sources", "App", "scripts", "Shared", "Modules/Core"), file, ext, hazN(5, 400))
}

func hazTrapKeychainCode() Sample {
	switch rng.IntN(6) {
	case 0:
		return hazT("trap-code", "swift", hazHead("swift")+"func savePassword(_ password: String, account: String) throws {\n    let query: [String: Any] = [\n        kSecClass as String: kSecClassGenericPassword,\n        kSecAttrAccount as String: account,\n        kSecValueData as String: Data(password.utf8)\n    ]\n    let status = SecItemAdd(query as CFDictionary, nil)\n    guard status == errSecSuccess else { throw KeychainError(status: status) }\n}")
	case 1:
		return hazT("trap-code", "swift", hazHead("swift")+"guard let password = passwordField.text, !password.isEmpty else {\n    showError(\"Please enter your password\")\n    return\n}\nauthService.signIn(email: emailField.text ?? \"\", password: password)")
	case 2:
		return hazT("trap-code", "objc", hazHead("objc")+"NSString *password = self.passwordField.text;\nif (password.length < 12) {\n    [self showAlert:NSLocalizedString(@\"Password too short\", nil)];\n    return;\n}\n[self.client loginWithUser:self.userField.text password:password];")
	case 3:
		return hazT("trap-code", "shell", hazHead("shell")+"KEYCHAIN_PATH=$RUNNER_TEMP/app-signing.keychain-db\nsecurity create-keychain -p \"$KEYCHAIN_PASSWORD\" \"$KEYCHAIN_PATH\"\nsecurity unlock-keychain -p \"$KEYCHAIN_PASSWORD\" \"$KEYCHAIN_PATH\"\necho -n \"$BUILD_CERTIFICATE_BASE64\" | base64 --decode -o $RUNNER_TEMP/cert.p12\nsecurity import $RUNNER_TEMP/cert.p12 -P \"$P12_PASSWORD\" -A -t cert -f pkcs12 -k \"$KEYCHAIN_PATH\"")
	case 4:
		return hazT("trap-code", "shell", hazHead("shell")+"$ security find-generic-password -s \"AC_PASSWORD\" -a dev@acme.dev\nkeychain: \"/Users/dev/Library/Keychains/login.keychain-db\"\nclass: \"genp\"\nattributes:\n    \"acct\"<blob>=\"dev@acme.dev\"\n    \"svce\"<blob>=\"AC_PASSWORD\"")
	}
	return hazT("trap-code", "swift", hazHead("swift")+"struct LoginView: View {\n    @State private var username = \"\"\n    @State private var password = \"\"\n    var body: some View {\n        Form {\n            TextField(\"Username\", text: $username)\n            SecureField(\"Password\", text: $password)\n        }\n    }\n}")
}

func hazTrapPackages() Sample {
	switch rng.IntN(3) {
	case 0:
		return hazT("trap-packages", "ruby", "source 'https://cdn.cocoapods.org/'\nsource 'git@github.com:acme/Specs.git'\nplatform :ios, '16.0'\nuse_frameworks!\n\ntarget 'Fruitbat' do\n  pod 'Alamofire', '~> 5.9'\n  pod 'AcmeKit', :git => 'git@github.com:acme/AcmeKit.git', :tag => '"+fmt.Sprintf("%d.%d.%d", hazN(1, 4), hazN(0, 9), hazN(0, 9))+"'\nend")
	case 1:
		return hazT("trap-packages", "json", fmt.Sprintf("{\n  \"pins\" : [\n    {\n      \"identity\" : \"swift-collections\",\n      \"kind\" : \"remoteSourceControl\",\n      \"location\" : \"https://github.com/apple/swift-collections.git\",\n      \"state\" : {\n        \"revision\" : \"%s\",\n        \"version\" : \"1.1.%d\"\n      }\n    }\n  ],\n  \"version\" : 2\n}", hazR(hexs, 40), hazN(0, 4)))
	}
	return hazT("trap-packages", "swift", hazHead("swift")+"// swift-tools-version: 5.10\nimport PackageDescription\n\nlet package = Package(\n    name: \"FruitbatCore\",\n    platforms: [.iOS(.v16), .macOS(.v13)],\n    dependencies: [\n        .package(url: \"git@github.com:acme/AcmeKit.git\", exact: \"2.4.1\"),\n        .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", from: \"1.17.0\"),\n    ]\n)")
}

func hazTrapAppleLinks() Sample {
	return hazWrapT("trap-apple-links", "prose", hazP(
		fmt.Sprintf("TestFlight public link for the beta group: https://testflight.apple.com/join/%s", hazR(alnum, 8)),
		fmt.Sprintf("App Store page: https://apps.apple.com/app/id%d — review is at https://appstoreconnect.apple.com/apps/%d/distribution", hazN(1000000000, 1999999999), hazN(1000000000, 1999999999)),
		"Keys live in App Store Connect > Users and Access > Integrations > App Store Connect API; the .p8 can only be downloaded once.",
		fmt.Sprintf("Feedback FB%d filed about the notarization timeout.", hazN(10000000, 16999999)),
		fmt.Sprintf("Radar-like tracking: see https://developer.apple.com/forums/thread/%d", hazN(600000, 780000)),
		fmt.Sprintf("APNs payload we test with (base64): %s", hazB64(fmt.Sprintf(`{"aps":{"alert":"Build %d is ready","sound":"default"}}`, hazN(100, 999)))),
	))
}
