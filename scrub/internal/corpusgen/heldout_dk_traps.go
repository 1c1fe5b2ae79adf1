package main

import (
	"fmt"
	"strings"
)

// Traps around signing and CI: the same files and labels as the secrets, with references,
// placeholders, masks, fingerprints and public keys instead of credentials.

func hdkTrapGens() []hdkGen {
	return []hdkGen{
		{hdkTrapGradleEnv, 6},
		{hdkTrapKeyPropsTemplate, 6},
		{hdkTrapActionsSecrets, 6},
		{hdkTrapMaskedLog, 6},
		{hdkTrapFastfileEnv, 5},
		{hdkTrapKeytoolList, 6},
		{hdkTrapAssetLinks, 4},
		{hdkTrapSigningNote, 6},
		{hdkTrapASCIssuer, 5},
		{hdkTrapSigningReport, 5},
		{hdkTrapFindIdentity, 4},
		{hdkTrapXcodeLog, 5},
		{hdkTrapPolicyTalk, 7},
		{hdkTrapEnvExample, 6},
		{hdkTrapBitriseYml, 5},
		{hdkTrapCodemagicGroups, 4},
		{hdkTrapASPMasked, 5},
		{hdkTrapDiffEnv, 5},
		{hdkTrapCommitMsg, 5},
		{hdkTrapMatchfile, 4},
		{hdkTrapPublicKey, 6},
		{hdkTrapCertPin, 5},
		{hdkTrapNetrcTemplate, 4},
		{hdkTrapVaultRef, 6},
	}
}

func hdkTrapGradleEnv() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf(`def keystorePropertiesFile = rootProject.file("key.properties")
def keystoreProperties = new Properties()
if (keystorePropertiesFile.exists()) {
    keystoreProperties.load(new FileInputStream(keystorePropertiesFile))
}

android {
    namespace "%s"
    signingConfigs {
        release {
            keyAlias keystoreProperties['keyAlias']
            keyPassword keystoreProperties['keyPassword']
            storeFile keystoreProperties['storeFile'] ? file(keystoreProperties['storeFile']) : null
            storePassword keystoreProperties['storePassword']
        }
    }
}
`, c.pkg), "gradle",
		fmt.Sprintf(`    signingConfigs {
        create("release") {
            storeFile = file(System.getenv("ANDROID_KEYSTORE_PATH") ?: "%s")
            storePassword = System.getenv("ANDROID_STORE_PASSWORD")
            keyAlias = System.getenv("ANDROID_KEY_ALIAS") ?: "%s"
            keyPassword = System.getenv("ANDROID_KEY_PASSWORD")
        }
    }
`, hdkJks(c), hdkAlias()), "kotlin",
		fmt.Sprintf("storePassword project.findProperty(\"%s_UPLOAD_STORE_PASSWORD\")\nkeyPassword project.findProperty(\"%s_UPLOAD_KEY_PASSWORD\")", strings.ToUpper(c.slug), strings.ToUpper(c.slug)), "gradle")
	return hdkTrap("trap-keystore-ref", f, text)
}

func hdkTrapKeyPropsTemplate() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("# key.properties.example — copy to key.properties and fill in. Never commit the real file.\nstorePassword=<your-store-password>\nkeyPassword=<your-key-password>\nkeyAlias=%s\nstoreFile=/Users/<you>/keys/%s-upload.jks\n", hdkAlias(), c.slug), "properties",
		fmt.Sprintf("storePassword=\nkeyPassword=\nkeyAlias=%s\nstoreFile=\n# values come from the CI secrets (%s), leave empty locally\n", hdkAlias(), hdkP("Bitrise", "Codemagic", "GitHub Actions", "GitLab", "Xcode Cloud")), "properties",
		fmt.Sprintf("## Release signing (%s)\n\n1. Ask %s for access to the \"Android signing\" vault.\n2. Create `android/key.properties` with `storePassword`, `keyPassword`, `keyAlias` and `storeFile`.\n3. Run `./gradlew %s`.\n\nThe passwords are **not** in this repo.\n", c.app, c.who, hdkP("bundleRelease", ":app:bundleRelease", "assembleRelease")), "markdown")
	return hdkTrap("trap-keystore-placeholder", f, text)
}

func hdkTrapActionsSecrets() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`      - name: Decode keystore
        run: echo "${{ secrets.ANDROID_KEYSTORE_BASE64 }}" | base64 -d > app/upload.jks
      - name: Build release
        env:
          STORE_PASSWORD: ${{ secrets.ANDROID_STORE_PASSWORD }}
          KEY_PASSWORD: ${{ secrets.ANDROID_KEY_PASSWORD }}
          KEY_ALIAS: %s
        run: ./gradlew :app:bundleRelease
      - name: Upload to Play
        uses: r0adkll/upload-google-play@v1
        with:
          serviceAccountJsonPlainText: ${{ secrets.PLAY_SERVICE_ACCOUNT_JSON }}
          packageName: %s
          releaseFiles: app/build/outputs/bundle/release/app-release.aab
          track: %s
`, hdkAlias(), c.pkg, hdkP("internal", "beta", "production", "alpha"))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("    env:\n      MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n      MATCH_GIT_BASIC_AUTHORIZATION: ${{ secrets.MATCH_GIT_AUTH }}\n      APP_STORE_CONNECT_API_KEY_CONTENT: ${{ secrets.ASC_KEY_P8 }}\n      FASTLANE_TEAM_ID: %s\n    steps:\n      - run: bundle exec fastlane ios beta\n", c.team)
	}
	return hdkTrap("trap-ci-secret-ref", "yaml", text)
}

func hdkTrapMaskedLog() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("Run bundle exec fastlane beta\n  bundle exec fastlane beta\n  shell: /bin/bash -e {0}\n  env:\n    MATCH_PASSWORD: ***\n    FASTLANE_USER: ***\n    FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: ***\n    DEVELOPER_DIR: /Applications/Xcode_15.%d.app/Contents/Developer\n[%s]: Cruising back to lane 'ios beta' 🚘\n", hdkN(0, 4), hdkClock()), "ci-log",
		fmt.Sprintf("+ ./gradlew assembleRelease -PstorePassword=[REDACTED] -PkeyPassword=[REDACTED] -PkeyAlias=%s\n> Task :app:packageRelease\nBUILD SUCCESSFUL in %dm %ds", hdkAlias(), hdkN(1, 9), hdkN(0, 59)), "ci-log",
		fmt.Sprintf("[fastlane] Successfully decrypted certificates repo\n[fastlane] Using MATCH_PASSWORD from environment (value hidden)\n[fastlane] Installed certificate 'Apple Distribution: %s (%s)'", hdkCap(c.co), c.team), "ci-log")
	return hdkTrap("trap-masked", f, text)
}

func hdkTrapFastfileEnv() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`# %s
lane :%s do
  api_key = app_store_connect_api_key(
    key_id: ENV["ASC_KEY_ID"],
    issuer_id: ENV["ASC_ISSUER_ID"],
    key_filepath: ENV["ASC_KEY_PATH"]
  )
  match(type: "appstore", readonly: is_ci, api_key: api_key)
  build_app(scheme: "%s", export_method: "app-store")
  upload_to_app_store(api_key: api_key, submit_for_review: %t, force: true)
end
`, c.bundle, hdkP("release", "submit", "appstore", "ship"), strings.ReplaceAll(c.app, " ", ""), rng.IntN(2) == 0)
	return hdkTrap("trap-asc-key-ref", "ruby", text)
}

func hdkTrapKeytoolList() Sample {
	c := hdkNew()
	alias := hdkAlias()
	text := fmt.Sprintf(`$ keytool -list -v -keystore %s -alias %s
Enter keystore password:
Alias name: %s
Creation date: %s
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: CN=%s, OU=Mobile, O=%s
Issuer: CN=%s, OU=Mobile, O=%s
Serial number: %s
Valid from: %s until: %s
Certificate fingerprints:
	 SHA1: %s
	 SHA256: %s
Signature algorithm name: SHA256withRSA
Subject Public Key Algorithm: 2048-bit RSA key
`, hdkJks(c), alias, alias, hdkDate(), c.who, c.co, c.who, c.co, rnd(hexs, 16), hdkDate(), hdkDate(), hdkFingerprint(20), hdkFingerprint(32))
	return hdkTrap("trap-fingerprint", "shell", text)
}

func hdkTrapAssetLinks() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`[{
  "relation": ["delegate_permission/common.handle_all_urls"],
  "target": {
    "namespace": "android_app",
    "package_name": "%s",
    "sha256_cert_fingerprints": [
      "%s",
      "%s"
    ]
  }
}]`, c.pkg, hdkFingerprint(32), hdkFingerprint(32))
	return hdkTrap("trap-fingerprint", "json", text)
}

func hdkTrapSigningNote() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("## iOS signing (%s)\n\n- Team ID: %s\n- Bundle ID: %s\n- App Store profile: `%s` (UUID %s)\n- Distribution cert SHA-1: %s\n- The .p12 and its password are in 1Password → Mobile → \"Apple Distribution %s\"\n", c.app, c.team, c.bundle, c.slug+"_appstore", strings.ToUpper(hdkUUID()), strings.ToUpper(rnd(hexs, 40)), hdkDate()[:4]), "markdown",
		fmt.Sprintf("%s: where do I find the p12 password?\n%s: vault, path secret/mobile/ios/distribution. You need the mobile-release role.\n%s: got it, thanks", c.who, c.who2, c.who), "chat",
		fmt.Sprintf("Provisioning profile %s_adhoc expires %s. Devices: 41/100. Team %s. Regenerate with `fastlane match adhoc --force_for_new_devices`.", c.slug, hdkDate(), c.team), "note")
	return hdkTrap("trap-signing-ref", f, text)
}

func hdkTrapASCIssuer() Sample {
	c := hdkNew()
	iss := hdkUUID()
	text, f := hdkPT(
		fmt.Sprintf("App Store Connect API access for %s\nIssuer ID: %s\nRole: App Manager\nThe .p8 can only be downloaded once; it's stored in Vault at secret/mobile/asc/ci-key.p8", c.app, iss), "note",
		fmt.Sprintf("%s: the issuer id is %s, the key file you get from %s (not in Slack please)", c.who, iss, c.who2), "chat",
		fmt.Sprintf("ASC_ISSUER_ID=%s\nASC_KEY_PATH=/run/secrets/asc_key.p8\n", iss), "env")
	return hdkTrap("trap-asc-issuer", f, text)
}

func hdkTrapSigningReport() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`$ ./gradlew signingReport

> Task :app:signingReport
Variant: release
Config: release
Store: /Users/%s/keys/%s
Alias: %s
MD5: %s
SHA1: %s
SHA-256: %s
Valid until: %s
----------
Variant: debug
Config: debug
Store: /Users/%s/.android/debug.keystore
Alias: AndroidDebugKey
`, c.user, hdkJks(c), hdkAlias(), hdkFingerprint(16), hdkFingerprint(20), hdkFingerprint(32), hdkP("Friday, 14 March 2053", "Monday, 2 June 2051", "Sunday, 9 October 2050"), c.user)
	return hdkTrap("trap-fingerprint", "shell", text)
}

func hdkTrapFindIdentity() Sample {
	c := hdkNew()
	text := fmt.Sprintf("$ security find-identity -v -p codesigning\n  1) %s \"Apple Development: %s (%s)\"\n  2) %s \"Apple Distribution: %s (%s)\"\n     2 valid identities found",
		strings.ToUpper(rnd(hexs, 40)), c.email, rnd(upper+digits, 10), strings.ToUpper(rnd(hexs, 40)), hdkCap(c.co), c.team)
	return hdkTrap("trap-identity-hash", "shell", text)
}

func hdkTrapXcodeLog() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`▸ Signing %s.app (in target '%s' from project '%s')
Signing Identity:     "Apple Distribution: %s (%s)"
Provisioning Profile: "match AppStore %s"
                      (%s)
    /usr/bin/codesign --force --sign %s --entitlements /Users/runner/Library/Developer/Xcode/DerivedData/%s-%s/Build/Intermediates.noindex/ArchiveIntermediates/%s.app.xcent --timestamp=none
** ARCHIVE SUCCEEDED ** [%d.%03d sec]`, strings.ReplaceAll(c.app, " ", ""), strings.ReplaceAll(c.app, " ", ""), strings.ReplaceAll(c.app, " ", ""), hdkCap(c.co), c.team, c.bundle, hdkUUID(), strings.ToUpper(rnd(hexs, 40)), strings.ReplaceAll(c.app, " ", ""), rnd(lower, 28), strings.ReplaceAll(c.app, " ", ""), hdkN(100, 900), rng.IntN(1000))
	return hdkTrap("trap-identity-hash", "ci-log", text)
}

func hdkTrapPolicyTalk() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("%s: reminder that the keystore password has to be at least 6 characters and for PKCS12 the key password must equal the store password, otherwise AGP fails with 'Failed to read key'.", c.who), "chat",
		fmt.Sprintf("%s: I reset the sandbox tester's password, it's in the shared vault as usual.", c.who), "chat",
		fmt.Sprintf("%s: rotated the match passphrase today. Everyone with a local checkout: run `fastlane match` again, it'll ask for the new one – %s has it.", c.who, c.who2), "chat",
		"Apple requires an app-specific password for altool when 2FA is on. Generate one at appleid.apple.com → Sign-In and Security → App-Specific Passwords and store it as FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD in CI.", "wiki",
		fmt.Sprintf("Retro notes: we lost a day because nobody knew the upload keystore password. Action: %s documents where it lives (vault), not the value itself.", c.who2), "meeting-notes",
		fmt.Sprintf("%s: Passwort für den Play-Upload-Keystore geändert, steht im Tresor unter \"Android Release\".", c.who), "chat",
		fmt.Sprintf("%s: resetei a senha do usuário de revisão da Apple, pede pro %s que ele te passa por DM.", c.who, c.who2), "chat")
	return hdkTrap("trap-password-talk", f, text)
}

func hdkTrapEnvExample() Sample {
	text, f := hdkPT(
		"# .env.example — change every value before running the release scripts\nFASTLANE_USER=you@example.com\nFASTLANE_TEAM_ID="+hdkNew().team+"\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=changeme\nMATCH_PASSWORD=changeme\nFCM_SERVER_KEY=\nSENTRY_AUTH_TOKEN=\n", "env",
		"# template: fill these in locally ("+hdkNew().slug+")\nEXPO_TOKEN=your-expo-token-here\nONESIGNAL_REST_API_KEY=<onesignal-rest-key>\nREVENUECAT_SECRET_KEY=sk_XXXXXXXXXXXXXXXXXXXXXXXX\n", "env",
		fmt.Sprintf("APNS_KEY_ID=\nAPNS_TEAM_ID=\nAPNS_TOPIC=%s\nAPNS_KEY_PATH=./secrets/AuthKey.p8   # not committed\nAPNS_PRODUCTION=false\n", hdkNew().bundle), "env")
	return hdkTrap("trap-placeholder", f, text)
}

func hdkTrapBitriseYml() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`workflows:
  deploy:
    steps:
    - android-build@1:
        inputs:
        - module: app
        - variant: release
        - build_type: aab
    - sign-apk@1:
        inputs:
        - android_app: $BITRISE_AAB_PATH
        - keystore_url: $BITRISEIO_ANDROID_KEYSTORE_URL
        - keystore_password: $BITRISEIO_ANDROID_KEYSTORE_PASSWORD
        - keystore_alias: $BITRISEIO_ANDROID_KEYSTORE_ALIAS
        - private_key_password: $BITRISEIO_ANDROID_KEYSTORE_PRIVATE_KEY_PASSWORD
    - google-play-deploy@3:
        inputs:
        - service_account_json_key_path: $BITRISEIO_SERVICE_ACCOUNT_JSON_KEY_URL
        - package_name: %s
        - track: internal
`, c.pkg)
	return hdkTrap("trap-ci-secret-ref", "yaml", text)
}

func hdkTrapCodemagicGroups() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`workflows:
  ios-release:
    environment:
      groups:
        - app_store_credentials   # APP_STORE_CONNECT_PRIVATE_KEY, _KEY_IDENTIFIER, _ISSUER_ID
        - certificate_credentials
      ios_signing:
        distribution_type: app_store
        bundle_identifier: %s
    scripts:
      - keychain initialize
      - app-store-connect fetch-signing-files "%s" --type IOS_APP_STORE --create
      - keychain add-certificates
      - xcode-project use-profiles
`, c.bundle, c.bundle)
	return hdkTrap("trap-ci-secret-ref", "yaml", text)
}

func hdkTrapASPMasked() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("FASTLANE_USER=ios-ci@%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=xxxx-xxxx-xxxx-xxxx\n", c.domain), "env",
		fmt.Sprintf("%s: app-specific passwords look like abcd-efgh-ijkl-mnop, if yours has capitals you copied the wrong thing", c.who), "chat",
		fmt.Sprintf("xcrun altool --upload-app -f %s.ipa -t ios -u ios-ci@%s -p @keychain:AC_PASSWORD", c.slug, c.domain), "shell")
	return hdkTrap("trap-asp-placeholder", f, text)
}

func hdkTrapDiffEnv() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`diff --git a/app/build.gradle b/app/build.gradle
index %s..%s 100644
--- a/app/build.gradle
+++ b/app/build.gradle
@@ -%d,8 +%d,8 @@ android {
     signingConfigs {
         release {
-            storePassword keystoreProperties['storePassword']
-            keyPassword keystoreProperties['keyPassword']
+            storePassword System.getenv("STORE_PASSWORD") ?: keystoreProperties['storePassword']
+            keyPassword System.getenv("KEY_PASSWORD") ?: keystoreProperties['keyPassword']
             keyAlias '%s'
             storeFile file('%s')
         }
`, rnd(hexs, 7), rnd(hexs, 7), hdkN(20, 60), hdkN(20, 60), hdkAlias(), hdkJks(c))
	return hdkTrap("trap-keystore-ref", "diff", text)
}

func hdkTrapCommitMsg() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    Rotate Play upload key (password now in Bitrise secrets)\n\n    The old keystore was shared too widely; reset approved by Google on %s.\n", rnd(hexs, 40), c.who, c.email, hdkDate(), hdkDate()), "git",
		fmt.Sprintf("fastlane: read MATCH_PASSWORD from env instead of prompting\n\nCI hung forever on the passphrase prompt. Refs %s-%d.", hdkP("MOB", "IOS"), hdkN(100, 999)), "commit",
		fmt.Sprintf("chore(signing): remove hardcoded keystore passwords from build.gradle\n\nThey were rotated in the process, nothing valid was ever in the public mirror.\nRefs %s-%d", hdkP("MOB", "AND", "SEC"), hdkN(100, 999)), "commit")
	return hdkTrap("trap-commit", f, text)
}

func hdkTrapMatchfile() Sample {
	c := hdkNew()
	text := fmt.Sprintf("git_url(\"git@github.com:%s/ios-certificates.git\")\nstorage_mode(\"git\")\ntype(\"appstore\")\napp_identifier([\"%s\", \"%s.widget\"])\nusername(\"ios-ci@%s\")\nteam_id(\"%s\")\n# the passphrase is read from MATCH_PASSWORD\n", c.co, c.bundle, c.bundle, c.domain, c.team)
	return hdkTrap("trap-match-config", "ruby", text)
}

func hdkTrapPublicKey() Sample {
	c := hdkNew()
	key := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(hdkB64, hdkN(300, 340)) + "IDAQAB"
	body := hdkPEM("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE", 1, 28)
	text, f := hdkPT(
		fmt.Sprintf("object Licensing {\n    // Play Console → Monetization setup → Licensing. This is the PUBLIC key, safe to ship.\n    const val BASE64_PUBLIC_KEY = \"%s\"\n}", key), "kotlin",
		fmt.Sprintf("App Attest verification uses this public key (%s backend):\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----", c.app, strings.Join(body, "\n")), "note")
	return hdkTrap("trap-public-key", f, text)
}

func hdkTrapCertPin() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("val pinner = CertificatePinner.Builder()\n    .add(\"api.%s\", \"sha256/%s=\")\n    .add(\"api.%s\", \"sha256/%s=\") // backup pin\n    .build()", c.domain, rnd(hdkB64, 43), c.domain, rnd(hdkB64, 43)), "kotlin",
		fmt.Sprintf("<network-security-config>\n  <domain-config>\n    <domain includeSubdomains=\"true\">%s</domain>\n    <pin-set expiration=\"%s\">\n      <pin digest=\"SHA-256\">%s=</pin>\n      <pin digest=\"SHA-256\">%s=</pin>\n    </pin-set>\n  </domain-config>\n</network-security-config>", c.domain, hdkDate(), rnd(hdkB64, 43), rnd(hdkB64, 43)), "xml",
		fmt.Sprintf("-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\n(leaf cert of api.%s, bundled for pinning tests)", strings.Join(hdkPEM("MIIDdzCCAl+gAwIBAgIE", 5, 40), "\n"), c.domain), "note")
	return hdkTrap("trap-cert-pin", f, text)
}

func hdkTrapNetrcTemplate() Sample {
	text, f := hdkPT(
		fmt.Sprintf("# ~/.netrc for %s (template)\nmachine api.mapbox.com\nlogin mapbox\npassword <YOUR_MAPBOX_SECRET_TOKEN>\n", hdkNew().app), "netrc",
		"# "+hdkNew().app+" README: Mapbox SDK setup\nCreate a secret token with the DOWNLOADS:READ scope on your Mapbox account page and put it in ~/.netrc as the password for api.mapbox.com (login: mapbox). Do not use the pk. token from the app for this.", "markdown",
		"# "+hdkNew().app+"\nMAPBOX_DOWNLOADS_TOKEN=sk.YOUR_SECRET_TOKEN_HERE\n", "properties")
	return hdkTrap("trap-placeholder", f, text)
}

func hdkTrapVaultRef() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("export MATCH_PASSWORD=$(op read \"op://%s/fastlane match/password\")\nexport FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=$(op read \"op://%s/Apple ID ios-ci/app-specific\")\nbundle exec fastlane %s", hdkCap(c.co)+" Mobile", hdkCap(c.co)+" Mobile", hdkP("beta", "release", "ios beta")), "shell",
		fmt.Sprintf("keystore_password: vault:secret/data/mobile/android#store_password\nkey_password: vault:secret/data/mobile/android#key_password\nplay_json: vault:secret/data/mobile/play#service_account\npackage: %s\n", c.pkg), "yaml",
		fmt.Sprintf("aws secretsmanager get-secret-value --secret-id mobile/%s/fcm-server-key --query SecretString --output text > /tmp/fcm.key", c.slug), "shell",
		fmt.Sprintf("signing:\n  store_password: \"{{ secrets.ANDROID_STORE_PASSWORD }}\"\n  key_password: \"{{ secrets.ANDROID_KEY_PASSWORD }}\"\n  alias: %s\n  package: %s\n", hdkAlias(), c.pkg), "yaml")
	return hdkTrap("trap-secret-ref", f, text)
}
