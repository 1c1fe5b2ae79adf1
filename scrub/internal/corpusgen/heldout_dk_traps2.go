package main

import (
	"fmt"
	"strings"
)

// Traps around Firebase, push and day-to-day app work: public SDK keys, ids, logs, crash
// reports, store receipts and data that only looks random.

func hdkTrapGens2() []hdkGen {
	return []hdkGen{
		{hdkTrapFirebaserc, 4},
		{hdkTrapFirebaseIDs, 6},
		{hdkTrapFCMResponse, 6},
		{hdkTrapMapboxPublic, 5},
		{hdkTrapRevenueCatPublic, 5},
		{hdkTrapStripePk, 4},
		{hdkTrapGoogleClientID, 5},
		{hdkTrapCrashLog, 5},
		{hdkTrapTestFlightNotes, 6},
		{hdkTrapDeviceCSV, 5},
		{hdkTrapBuildLog, 6},
		{hdkTrapASCResponse, 4},
		{hdkTrapRemoteConfig, 4},
		{hdkTrapSentryEvent, 5},
		{hdkTrapDigest, 5},
		{hdkTrapPushPayload, 5},
		{hdkTrapImageB64, 4},
		{hdkTrapARN, 4},
		{hdkTrapIAP, 5},
		{hdkTrapSupport, 4},
		{hdkTrapReleaseNotes, 5},
		{hdkTrapTwoFA, 4},
		{hdkTrapGradleProps, 4},
		{hdkTrapWifiTalk, 4},
		{hdkTrapDevicePasscodeTalk, 4},
		{hdkTrapExpoConfig, 5},
		{hdkTrapInfoPlist, 5},
		{hdkTrapSDKInit, 5},
	}
}

func hdkTrapFirebaserc() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("{\n  \"projects\": {\n    \"default\": \"%s-dev\",\n    \"staging\": \"%s-staging\",\n    \"prod\": \"%s\"\n  }\n}", c.slug, c.slug, hdkProject(c)), "json",
		"{\n  \"hosting\": {\n    \"site\": \""+hdkProject(c)+"\",\n    \"public\": \"web/dist\",\n    \"ignore\": [\"firebase.json\", \"**/.*\"],\n    \"rewrites\": [{\"source\": \"/.well-known/**\", \"destination\": \"/.well-known/apple-app-site-association\"}]\n  },\n  \"functions\": {\"source\": \"functions\", \"runtime\": \"nodejs20\"},\n  \"remoteconfig\": {\"template\": \"remoteconfig.template.json\"}\n}", "json")
	return hdkTrap("trap-firebase-config", f, text)
}

func hdkTrapFirebaseIDs() Sample {
	c := hdkNew()
	num := rnd(digits, 12)
	ios := "1:" + num + ":ios:" + rnd(hexs, 22)
	droid := "1:" + num + ":android:" + rnd(hexs, 22)
	text, f := hdkPT(
		fmt.Sprintf("Firebase project %s-prod (number %s)\n  iOS app:     %s\n  Android app: %s\n  Sender ID:   %s", c.slug, num, ios, droid, num), "note",
		fmt.Sprintf("firebase appdistribution:distribute build/%s.ipa --app %s --groups qa --token \"$FIREBASE_TOKEN\"", c.slug, ios), "shell",
		fmt.Sprintf("%s: Crashlytics shows nothing for Android because the app id was wrong in the plugin config. Correct one: %s", c.who, droid), "chat")
	return hdkTrap("trap-firebase-id", f, text)
}

func hdkTrapFCMResponse() Sample {
	c := hdkNew()
	proj := hdkProject(c)
	text, f := hdkPT(
		fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: application/json; charset=UTF-8\n\n{\n  \"name\": \"projects/%s/messages/0:%s%%%s\"\n}", proj, rnd(digits, 16), rnd(hexs, 16)), "http",
		fmt.Sprintf("%s ERROR push-worker FCM send failed: 401 UNAUTHENTICATED \"Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.\" project=%s attempt=%d", hdkDate(), proj, hdkN(1, 5)), "log",
		fmt.Sprintf("apns: status=410 reason=Unregistered apns-id=%s topic=%s timestamp=%d", strings.ToUpper(hdkUUID()), c.bundle, 1700000000000+rng.IntN(90000000000)), "log")
	return hdkTrap("trap-push-log", f, text)
}

func hdkTrapMapboxPublic() Sample {
	c := hdkNew()
	pk := hdkMapbox("pk", c.co)
	text, f := hdkPT(
		fmt.Sprintf("<key>MBXAccessToken</key>\n<string>%s</string>", pk), "plist",
		fmt.Sprintf("<resources>\n    <string name=\"mapbox_access_token\" translatable=\"false\" tools:ignore=\"UnusedResources\">%s</string>\n</resources>", pk), "xml",
		fmt.Sprintf("%s: %s is the pk. token from the app, public by design and restricted to our bundle ids. The secret downloads token is a different thing and only lives in CI.", c.who, pk), "chat")
	return hdkTrap("trap-public-token", f, text)
}

func hdkTrapRevenueCatPublic() Sample {
	k := rnd(alnum, 27)
	text, f := hdkPT(
		fmt.Sprintf("Purchases.logLevel = .debug\nPurchases.configure(withAPIKey: \"appl_%s\")", k), "swift",
		fmt.Sprintf("Purchases.configure(PurchasesConfiguration.Builder(this, \"goog_%s\").build())", k), "kotlin",
		fmt.Sprintf("// public SDK keys, fine to ship in the binary\nconst RC_KEYS = { ios: 'appl_%s', android: 'goog_%s' };", k, rnd(alnum, 27)), "javascript")
	return hdkTrap("trap-public-token", f, text)
}

func hdkTrapStripePk() Sample {
	c := hdkNew()
	pk := "pk_live_" + rnd(alnum, hdkN(24, 99))
	text, f := hdkPT(
		fmt.Sprintf("StripeAPI.defaultPublishableKey = \"%s\"\nlet merchantId = \"merchant.%s\"", pk, c.bundle), "swift",
		fmt.Sprintf("PaymentConfiguration.init(applicationContext, \"%s\")", pk), "kotlin",
		fmt.Sprintf("Test card for the sandbox flow: 4242 4242 4242 4242, any future date, any CVC. Live key in the app is %s (publishable).", pk), "note")
	return hdkTrap("trap-publishable-key", f, text)
}

func hdkTrapGoogleClientID() Sample {
	num := rnd(digits, 12)
	id := rnd(lower+digits, 32)
	text, f := hdkPT(
		fmt.Sprintf("<key>GIDClientID</key>\n<string>%s-%s.apps.googleusercontent.com</string>\n<key>CFBundleURLTypes</key>\n<array>\n  <dict>\n    <key>CFBundleURLSchemes</key>\n    <array><string>com.googleusercontent.apps.%s-%s</string></array>\n  </dict>\n</array>", num, id, num, id), "plist",
		fmt.Sprintf("GoogleSignIn: webClientId = \"%s-%s.apps.googleusercontent.com\" // the *web* client id, needed for idToken on Android", num, id), "kotlin")
	return hdkTrap("trap-oauth-client-id", f, text)
}

func hdkTrapCrashLog() Sample {
	c := hdkNew()
	app := strings.ReplaceAll(c.app, " ", "")
	base := 0x100000000 + rng.IntN(0x1000000)
	text := fmt.Sprintf(`Incident Identifier: %s
CrashReporter Key:   %s
Hardware Model:      iPhone%d,%d
Process:             %s [%d]
Identifier:          %s
Version:             %s (%s)
Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
Exception Codes: KERN_INVALID_ADDRESS at 0x%016x

Thread 0 Crashed:
0   %s    0x%09x ImageCache.decode(_:) + %d
1   %s    0x%09x closure #1 in FeedCell.configure(with:) + %d

Binary Images:
0x%09x - 0x%09x %s arm64  <%s> /private/var/containers/Bundle/Application/%s/%s.app/%s
`, strings.ToUpper(hdkUUID()), rnd(hexs, 40), hdkN(10, 16), hdkN(1, 8), app, hdkN(300, 9000), c.bundle, hdkVer(), hdkBuild(),
		rng.IntN(1<<20), app, base+rng.IntN(0xfffff), hdkN(8, 400), app, base+rng.IntN(0xfffff), hdkN(8, 400),
		base, base+0x3fffff, app, rnd(hexs, 32), strings.ToUpper(hdkUUID()), app, app)
	return hdkTrap("trap-crash-report", "crash-log", text)
}

func hdkTrapTestFlightNotes() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("What to Test (%s %s)\n\n- Log in with your own account (or create one, staging sends real e-mails)\n- Try the new Share extension from Photos\n- Known issue: widget is blank after first install, reopen the app", c.app, hdkVer()), "note",
		fmt.Sprintf("Build %s is processing. External testers get it after beta review, internal group \"Core\" now. No test account needed – use Sign in with Apple.", hdkBuild()), "note",
		fmt.Sprintf("Hallo zusammen, Build %s ist in TestFlight. Bitte mit dem eigenen Konto anmelden, das Passwort für Testkonten schickt euch %s per DM.", hdkBuild(), c.who), "note")
	return hdkTrap("trap-testflight", f, text)
}

func hdkTrapDeviceCSV() Sample {
	c := hdkNew()
	rows := []string{"name,model,udid,os,owner"}
	for i := 0; i < hdkN(3, 5); i++ {
		udid := rnd(hexs, 40)
		if rng.IntN(2) == 0 {
			udid = "0000" + hdkP("8030", "8110", "8101", "8120") + "-" + strings.ToUpper(rnd(hexs, 16))
		}
		rows = append(rows, fmt.Sprintf("%s-%02d,%s,%s,%s,%s", hdkP("qa-iphone", "lab-ipad", "dev-iphone"), i+1, hdkP("iPhone 15", "iPhone SE 3", "iPad Air 5", "iPhone 12 mini"), udid, hdkP("17.5", "16.7.8", "18.1", "15.8"), hdkP(c.who, c.who2, "lab")))
	}
	return hdkTrap("trap-device-udid", "csv", strings.Join(rows, "\n")+"\n")
}

func hdkTrapBuildLog() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("BUILD SUCCESSFUL in %dm %ds\n412 actionable tasks: 67 executed, 345 up-to-date\n\nPublishing build scan...\nhttps://scans.gradle.com/s/%s", hdkN(1, 12), hdkN(0, 59), rnd(lower+digits, 13)), "ci-log",
		fmt.Sprintf("Bitrise build #%s (slug %s) finished: success\nArtifacts: app-release.aab (%d.%d MB), mapping.txt\nTriggered by: push to release/%s", hdkBuild(), rnd(hexs, 16), hdkN(20, 90), hdkN(0, 9), hdkVer()), "ci-log",
		fmt.Sprintf("[%s] request_id=%s trace_id=%s POST /v1/devices/register 201 %dms app=%s", hdkClock(), hdkUUID(), rnd(hexs, 32), hdkN(5, 900), c.bundle), "log")
	return hdkTrap("trap-build-id", f, text)
}

func hdkTrapASCResponse() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`{
  "data": [{
    "type": "apps",
    "id": "%s",
    "attributes": {
      "name": "%s",
      "bundleId": "%s",
      "sku": "%s",
      "primaryLocale": "en-US"
    },
    "links": {"self": "https://api.appstoreconnect.apple.com/v1/apps/%s"}
  }],
  "meta": {"paging": {"total": 1, "limit": 50}}
}`, rnd(digits, 10), c.app, c.bundle, strings.ToUpper(c.slug)+"_"+rnd(digits, 4), rnd(digits, 10))
	return hdkTrap("trap-asc-response", "json", text)
}

func hdkTrapRemoteConfig() Sample {
	text := fmt.Sprintf(`{
  "parameters": {
    "paywall_variant": {"defaultValue": {"value": "%s"}},
    "min_supported_version": {"defaultValue": {"value": "%s"}},
    "feed_page_size": {"defaultValue": {"value": "%d"}}
  },
  "version": {"versionNumber": "%d", "updateTime": "%sT%s:00.000Z", "updateUser": {"email": "%s"}}
}`, hdkP("A", "B", "annual_first"), hdkVer(), hdkN(10, 50), hdkN(10, 400), hdkDate(), hdkClock(), hdkNew().email)
	return hdkTrap("trap-remote-config", "json", text)
}

func hdkTrapSentryEvent() Sample {
	c := hdkNew()
	text := fmt.Sprintf("Bug: %s Android crashes on rotate in checkout\n\nSentry event: https://%s.sentry.io/issues/%d/events/%s/\nTrace: %s\nRelease: %s@%s+%s\nDevice: Pixel %d, Android %d\n\nRepro: open cart, rotate twice, tap Pay.", c.app, c.co, hdkN(1000000, 9999999), rnd(hexs, 32), rnd(hexs, 32), c.pkg, hdkVer(), hdkBuild(), hdkN(4, 9), hdkN(11, 15))
	return hdkTrap("trap-event-id", "ticket", text)
}

func hdkTrapDigest() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("    container:\n      image: ghcr.io/%s/android-build@sha256:%s\n", c.co, rnd(hexs, 64)), "yaml",
		fmt.Sprintf("$ shasum -a 256 %s-%s.aab\n%s  %s-%s.aab", c.slug, hdkVer(), rnd(hexs, 64), c.slug, hdkVer()), "shell",
		fmt.Sprintf("Release %s checksums\n  app-release.apk  SHA-256 %s\n  mapping.txt      SHA-256 %s", hdkVer(), rnd(hexs, 64), rnd(hexs, 64)), "note")
	return hdkTrap("trap-checksum", f, text)
}

func hdkTrapPushPayload() Sample {
	text := fmt.Sprintf(`{
  "aps": {
    "alert": {"title": "%s", "body": "%s"},
    "badge": %d,
    "sound": "default",
    "mutable-content": 1
  },
  "order_id": "%s",
  "deeplink": "app://orders/%s"
}`, hdkP("Order shipped", "Ny melding", "Lembrete"), hdkP("Your parcel is on its way", "Du har en ny melding", "Sua consulta é amanhã"), hdkN(1, 9), "ORD-"+rnd(digits, 8), rnd(digits, 8))
	return hdkTrap("trap-push-payload", "json", text)
}

func hdkTrapImageB64() Sample {
	text := fmt.Sprintf("{\n  \"name\": \"AppIcon-60@3x\",\n  \"mime\": \"image/png\",\n  \"data\": \"iVBORw0KGgoAAAANSUhEUgAAALQAAAC0CAYAAAA9zQYy%s\"\n}", rnd(hdkB64, hdkN(200, 320)))
	return hdkTrap("trap-base64-image", "json", text)
}

func hdkTrapARN() Sample {
	acct := rnd(digits, 12)
	text, f := hdkPT(
		fmt.Sprintf("aws devicefarm schedule-run --project-arn arn:aws:devicefarm:us-west-2:%s:project:%s --app-arn arn:aws:devicefarm:us-west-2:%s:upload:%s/%s --device-pool-arn arn:aws:devicefarm:us-west-2::devicepool:%s", acct, hdkUUID(), acct, hdkUUID(), hdkUUID(), hdkUUID()), "shell",
		fmt.Sprintf("{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": [{\n    \"Effect\": \"Allow\",\n    \"Action\": [\"s3:PutObject\"],\n    \"Resource\": \"arn:aws:s3:::mobile-builds-%s/*\"\n  }]\n}", acct), "json")
	return hdkTrap("trap-arn", f, text)
}

func hdkTrapIAP() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("Refund request\nApple order ID: %s\nTransaction ID: %s\nOriginal transaction ID: %s\nProduct: %s.premium.yearly", strings.ToUpper(rnd(upper+digits, 10)), rnd(digits, 16), rnd(digits, 16), c.bundle), "ticket",
		fmt.Sprintf("Google Play order GPA.%s-%s-%s-%s for %s.pro_monthly, invoice INV-%s", rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 5), c.pkg, rnd(digits, 6)), "note")
	return hdkTrap("trap-order-id", f, text)
}

func hdkTrapSupport() Sample {
	c := hdkNew()
	text := fmt.Sprintf("Hi %s team,\n\nI was charged twice for %s Premium. My phone number is +%d %s and the refund can go to IBAN %s%02d %s %s %s %s.\nSupport ticket #%s.\n\nThanks", c.app, c.app, hdkN(30, 55), rnd(digits, 9), hdkP("NO", "DE", "PT", "NL"), hdkN(10, 99), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2), rnd(digits, 6))
	return hdkTrap("trap-pii-not-secret", "mail", text)
}

func hdkTrapReleaseNotes() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("## %s %s (build %s)\n\n- New accent colour #%s in dark mode\n- Fixed login loop on Android 14 (MOB-%d)\n- minSdk raised to %d, iOS 16+ only\n", c.app, hdkVer(), hdkBuild(), strings.ToUpper(rnd(hexs, 6)), hdkN(100, 999), hdkN(24, 26)), "markdown",
		fmt.Sprintf("{\n  \"colorPrimary\": \"#%s\",\n  \"colorOnPrimary\": \"#FFFFFF\",\n  \"versionName\": \"%s\",\n  \"versionCode\": %s\n}", strings.ToUpper(rnd(hexs, 6)), hdkVer(), hdkBuild()), "json")
	return hdkTrap("trap-version", f, text)
}

func hdkTrapTwoFA() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("2FA for the shared Play Console account (%s): scan the QR code from the setup page with the team phone; the setup key is NOT written down anywhere else. Backup codes are printed and in the office safe.", "mobile-ops@"+c.domain), "wiki",
		fmt.Sprintf("%s: Apple sent the 2FA code to the shared iPhone again, can whoever is in the office read it out? (it expires in a few minutes anyway)", c.who), "chat")
	return hdkTrap("trap-2fa-talk", f, text)
}

func hdkTrapGradleProps() Sample {
	text := fmt.Sprintf("org.gradle.jvmargs=-Xmx%dg -XX:+UseParallelGC\norg.gradle.caching=true\nandroid.useAndroidX=true\nandroid.nonTransitiveRClass=true\nkotlin.code.style=official\nVERSION_NAME=%s\nVERSION_CODE=%s\n# signing values live in ~/.gradle/gradle.properties on each machine\n", hdkN(2, 8), hdkVer(), hdkBuild())
	return hdkTrap("trap-gradle-properties", "properties", text)
}

func hdkTrapWifiTalk() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("%s: the device-lab Wi-Fi password is on the whiteboard next to the cabinet, I won't post it here", c.who), "chat",
		fmt.Sprintf("Device lab network: SSID %s (WPA2). Ask facilities for the key; it changes every quarter (last change: %s).", hdkP("DeviceLab-5G", "QA-Isolated", c.slug+"-test-ap", hdkCap(c.co)+"-Lab"), hdkDate()), "wiki")
	return hdkTrap("trap-wifi-ref", f, text)
}

func hdkTrapDevicePasscodeTalk() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("%s: test devices need a 6-digit passcode now because of the MDM profile, pick anything and write it on the label inside the case", c.who), "chat",
		fmt.Sprintf("Device checklist before returning the %s:\n- remove your Apple ID\n- sign out of %s\n- set passcode back to the lab default (ask QA)\n- charge to %d%%\n", hdkP("iPhone 15", "iPad Air", "Pixel 8", "Galaxy S23", "iPhone SE"), c.app, hdkP2(80, 100)), "note")
	return hdkTrap("trap-passcode-talk", f, text)
}

func hdkTrapExpoConfig() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf(`{
  "expo": {
    "name": "%s",
    "slug": "%s",
    "version": "%s",
    "ios": {"bundleIdentifier": "%s", "buildNumber": "%s"},
    "android": {"package": "%s", "versionCode": %s},
    "extra": {"eas": {"projectId": "%s"}},
    "owner": "%s"
  }
}`, c.app, c.slug, hdkVer(), c.bundle, hdkBuild(), c.pkg, hdkBuild(), hdkUUID(), c.co), "json",
		fmt.Sprintf(`{
  "cli": {"version": ">= 7.0.0"},
  "build": {
    "preview": {"distribution": "internal", "env": {"API_URL": "https://api.staging.%s"}},
    "production": {"autoIncrement": true, "env": {"API_URL": "https://api.%s"}}
  },
  "submit": {
    "production": {
      "ios": {"appleId": "ios-ci@%s", "ascAppId": "%s", "appleTeamId": "%s"},
      "android": {"serviceAccountKeyPath": "./secrets/play-sa.json", "track": "internal"}
    }
  }
}`, c.domain, c.domain, c.domain, rnd(digits, 10), c.team), "json")
	return hdkTrap("trap-app-config", f, text)
}

func hdkTrapInfoPlist() Sample {
	c := hdkNew()
	text := fmt.Sprintf(`<key>CFBundleIdentifier</key>
<string>%s</string>
<key>CFBundleShortVersionString</key>
<string>%s</string>
<key>CFBundleVersion</key>
<string>%s</string>
<key>NSCameraUsageDescription</key>
<string>%s</string>
<key>FirebaseAppDelegateProxyEnabled</key>
<%s/>
<key>ITSAppUsesNonExemptEncryption</key>
<false/>`, c.bundle, hdkVer(), hdkBuild(), hdkP("Scan receipts to add expenses", "Take a photo of your pet", "Scan the QR code on your ticket"), hdkP("true", "false"))
	return hdkTrap("trap-app-config", "plist", text)
}

func hdkTrapSDKInit() Sample {
	c := hdkNew()
	text, f := hdkPT(
		fmt.Sprintf("// OneSignal app id is public, the REST key never goes in the app\nOneSignal.initialize(\"%s\")\nOneSignal.Notifications.requestPermission(true)", hdkUUID()), "swift",
		fmt.Sprintf("SentrySDK.start { options in\n    options.dsn = ProcessInfo.processInfo.environment[\"SENTRY_DSN\"]\n    options.releaseName = \"%s@%s\"\n    options.tracesSampleRate = 0.%d\n}", c.bundle, hdkVer(), hdkN(1, 9)), "swift",
		fmt.Sprintf("FirebaseApp.initializeApp(this)\nFirebaseAppCheck.getInstance().installAppCheckProviderFactory(PlayIntegrityAppCheckProviderFactory.getInstance())\nLog.d(\"%s\", \"FCM sender %s\")", hdkCap(c.slug), rnd(digits, 12)), "kotlin")
	return hdkTrap("trap-sdk-init", f, text)
}
