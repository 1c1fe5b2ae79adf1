package main

import (
	"strings"
)

// hbkFingerprint is a colon-separated certificate fingerprint of n bytes.
func hbkFingerprint(n int) string {
	var p []string
	for i := 0; i < n; i++ {
		p = append(p, strings.ToUpper(hbkR(hexs, 2)))
	}
	return strings.Join(p, ":")
}

// hbkVersion is a marketing version.
func hbkVersion() string { return hbkF("%d.%d.%d", hbkN(1, 6), hbkN(0, 24), hbkN(0, 12)) }

// hbkUDID is an iOS device identifier in one of its two shapes.
func hbkUDID() string {
	if rng.IntN(2) == 0 {
		return "0000" + hbkP("8030", "8101", "8110", "8120") + "-" + strings.ToUpper(hbkR(hexs, 16))
	}
	return hbkR(hexs, 40)
}

// hbkFCMRegToken is the registration token of one test device (not a credential).
func hbkFCMRegToken() string { return hbkR(b64url, 22) + ":APA91b" + hbkR(b64url, 134) }

func hbkTrapSamples() []Sample {
	gens := []func() Sample{
		func() Sample {
			b := hbkBundle()
			return hbkTrap("bundle-id", hbkP("chat", "notes"), hbkP(
				hbkChatPrefix()+"bundle id is "+b+" on both stores",
				"iOS: "+b+"\nAndroid: "+b+".android\nWatch: "+b+".watchkitapp",
				"applicationId \""+b+"\" / namespace \""+b+"\"",
				"PRODUCT_BUNDLE_IDENTIFIER = "+b+";",
			))
		},
		func() Sample {
			vc := hbkN(10, 99999)
			return hbkTrap("version-code", "gradle", hbkLines(
				"defaultConfig {",
				"    applicationId \""+hbkBundle()+"\"",
				"    minSdk 24",
				"    targetSdk 35",
				hbkF("    versionCode %d", vc),
				"    versionName \""+hbkVersion()+"\"",
				"}",
			))
		},
		func() Sample {
			return hbkTrap("build-number", hbkP("chat", "testflight-notes"), hbkP(
				hbkChatPrefix()+hbkF("TestFlight build %s (%d) is processing, ETA 20 min", hbkVersion(), hbkN(100, 4000)),
				hbkLines("What to Test:", hbkF("Build %s (%d)", hbkVersion(), hbkN(100, 4000)), "- fixed the crash when rotating on the paywall", "- new dark-mode icons", "Known issue: widgets may show stale data."),
				hbkF("CFBundleVersion %d, CFBundleShortVersionString %s", hbkN(100, 4000), hbkVersion()),
				hbkF("eas build finished: %s (buildNumber %d), build id %s", hbkVersion(), hbkN(10, 600), hbkUUID()),
			))
		},
		func() Sample {
			u := hbkUDID()
			return hbkTrap("device-id", hbkP("chat", "notes", "csv"), hbkP(
				hbkChatPrefix()+"can you add my iPhone to the provisioning profile? UDID "+u,
				hbkLines("name,udid,model", "Kenji iPhone 15,"+u+",iPhone15,4", "QA iPad,"+hbkUDID()+",iPad13,16"),
				"Android ID of the Pixel 8 test phone: "+hbkR(hexs, 16),
				"GAID for the ads test device: "+hbkUUID(),
			))
		},
		func() Sample {
			return hbkTrap("push-token", hbkP("chat", "log"), hbkP(
				hbkChatPrefix()+"APNs device token of my test iPhone: "+hbkR(hexs, 64)+" — send it a test push",
				hbkTime()+" [Push] didRegisterForRemoteNotifications deviceToken="+hbkR(hexs, 64),
				hbkChatPrefix()+"FCM registration token from the emulator: "+hbkFCMRegToken(),
				"D/FCM: Refreshed token: "+hbkFCMRegToken(),
				"ExponentPushToken["+hbkR(b64url, 22)+"] is my phone, try the push tool with it",
			))
		},
		func() Sample {
			return hbkTrap("sha-fingerprint", "shell", hbkLines(
				"$ ./gradlew signingReport",
				"Variant: debug",
				"Config: debug",
				"Store: ~/.android/debug.keystore",
				"Alias: AndroidDebugKey",
				"MD5: "+hbkFingerprint(16),
				"SHA1: "+hbkFingerprint(20),
				"SHA-256: "+hbkFingerprint(32),
				"Valid until: "+hbkP("Tuesday, 12 March 2054", "Friday, 3 May 2052"),
			))
		},
		func() Sample {
			return hbkTrap("sha-fingerprint", "chat", hbkChatPrefix()+hbkP(
				"add this SHA-1 to the Firebase Android app for Google Sign-In: "+hbkFingerprint(20),
				"Play App Signing cert SHA-256 is "+hbkFingerprint(32)+", put it in assetlinks.json",
				"the upload key fingerprint (SHA1) is "+hbkFingerprint(20),
			))
		},
		func() Sample {
			return hbkTrap("app-id", hbkP("chat", "notes"), hbkP(
				"Firebase Android app id: "+hbkFirebaseAppID("android"),
				"iOS app id "+hbkFirebaseAppID("ios")+", project number "+hbkProjectNumber(),
				hbkF("App Store link: https://apps.apple.com/app/id%d", hbkN(1000000000, 1999999999)),
				"AdMob app id ca-app-pub-"+hbkR(digits, 16)+"~"+hbkR(digits, 10)+" goes into Info.plist as GADApplicationIdentifier",
				"Team ID "+hbkR(upper+digits, 10)+" — needed for the apple-app-site-association file",
				"Play package: https://play.google.com/store/apps/details?id="+hbkBundle(),
			))
		},
		func() Sample {
			app := hbkPL(hbkApps)
			return hbkTrap("firebase-public-config", "json", hbkLines(
				"{",
				"  \"project_info\": {",
				"    \"project_number\": \""+hbkProjectNumber()+"\",",
				"    \"project_id\": \""+app+"-dev\",",
				"    \"storage_bucket\": \""+app+"-dev.appspot.com\"",
				"  },",
				"  \"client\": [{ \"client_info\": { \"mobilesdk_app_id\": \""+hbkFirebaseAppID("android")+"\", \"android_client_info\": { \"package_name\": \""+hbkBundle()+"\" } } }],",
				"  \"configuration_version\": \"1\"",
				"}",
			))
		},
		func() Sample {
			pk := hbkMapbox("pk")
			return hbkTrap("publishable-key", hbkP("env", "code", "chat"), hbkP(
				"EXPO_PUBLIC_MAPBOX_TOKEN="+pk+"\nEXPO_PUBLIC_API_URL=https://api."+hbkPL(hbkApps)+".app",
				"Mapbox.setAccessToken('"+pk+"');",
				hbkChatPrefix()+"the public mapbox token (pk.) is fine to ship in the bundle: "+pk,
			))
		},
		func() Sample {
			return hbkTrap("publishable-key", hbkP("code", "env"), hbkP(
				"Purchases.configure(withAPIKey: \"appl_"+hbkR(alnum, 27)+"\")",
				"await Purchases.configure(PurchasesConfiguration(\"goog_"+hbkR(alnum, 27)+"\"));",
				"STRIPE_PUBLISHABLE_KEY=pk_live_"+hbkR(alnum, 99),
				"<StripeProvider publishableKey=\"pk_test_"+hbkR(alnum, 99)+"\">",
				"OneSignal.initialize(\""+hbkUUID()+"\");",
			))
		},
		func() Sample {
			dsn := "https://" + hbkR(hexs, 32) + "@o" + hbkR(digits, 6) + ".ingest." + hbkP("", "us.", "de.") + "sentry.io/" + hbkR(digits, 7)
			return hbkTrap("sentry-dsn", hbkP("code", "env"), hbkP(
				"Sentry.init({\n  dsn: '"+dsn+"',\n  tracesSampleRate: 0.2,\n  enableNative: true,\n});",
				"SentryFlutter.init((options) {\n  options.dsn = '"+dsn+"';\n}, appRunner: () => runApp(MyApp()));",
				"EXPO_PUBLIC_SENTRY_DSN="+dsn,
			))
		},
		func() Sample {
			return hbkTrap("gradle-properties", "gradle.properties", hbkLines(
				"org.gradle.jvmargs=-Xmx"+hbkP("2048", "4096", "6144")+"m -Dfile.encoding=UTF-8",
				"android.useAndroidX=true",
				"android.enableJetifier="+hbkP("true", "false"),
				"newArchEnabled=true",
				"hermesEnabled=true",
				"reactNativeArchitectures=armeabi-v7a,arm64-v8a,x86,x86_64",
				"MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore",
				"MYAPP_UPLOAD_KEY_ALIAS=my-key-alias",
			))
		},
		func() Sample {
			return hbkTrap("signing-code", "build.gradle", hbkP(
				hbkLines(
					"def keystoreProperties = new Properties()",
					"def keystorePropertiesFile = rootProject.file('key.properties')",
					"if (keystorePropertiesFile.exists()) {",
					"    keystoreProperties.load(new FileInputStream(keystorePropertiesFile))",
					"}",
					"signingConfigs {",
					"    release {",
					"        keyAlias keystoreProperties['keyAlias']",
					"        keyPassword keystoreProperties['keyPassword']",
					"        storeFile keystoreProperties['storeFile'] ? file(keystoreProperties['storeFile']) : null",
					"        storePassword keystoreProperties['storePassword']",
					"    }",
					"}",
				),
				hbkLines(
					"release {",
					"    storeFile file(System.getenv(\"KEYSTORE_PATH\") ?: \"release.jks\")",
					"    storePassword System.getenv(\"KEYSTORE_PASSWORD\")",
					"    keyAlias System.getenv(\"KEY_ALIAS\")",
					"    keyPassword System.getenv(\"KEY_PASSWORD\")",
					"}",
				),
				hbkLines(
					"if (project.hasProperty('MYAPP_UPLOAD_STORE_FILE')) {",
					"    storeFile file(MYAPP_UPLOAD_STORE_FILE)",
					"    storePassword MYAPP_UPLOAD_STORE_PASSWORD",
					"    keyAlias MYAPP_UPLOAD_KEY_ALIAS",
					"    keyPassword MYAPP_UPLOAD_KEY_PASSWORD",
					"}",
				),
			))
		},
		func() Sample {
			return hbkTrap("crash-log", "crash-log", hbkLines(
				"Incident Identifier: "+strings.ToUpper(hbkUUID()),
				"CrashReporter Key:   "+hbkR(hexs, 40),
				"Hardware Model:      "+hbkP("iPhone14,5", "iPhone16,1", "iPad14,3"),
				"Process:             "+hbkCap(hbkPL(hbkApps))+" ["+hbkR(digits, 4)+"]",
				"Identifier:          "+hbkBundle(),
				"Version:             "+hbkF("%s (%d)", hbkVersion(), hbkN(100, 900)),
				"OS Version:          iPhone OS 17."+hbkR("0123456", 1)+" (21"+hbkP("A", "B", "C", "E")+hbkR(digits, 3)+")",
				"Exception Type:  EXC_BAD_ACCESS (SIGSEGV)",
				"Exception Codes: KERN_INVALID_ADDRESS at 0x"+hbkR(hexs, 16),
				"Thread 0 Crashed:",
				"0   libobjc.A.dylib   0x"+hbkR(hexs, 16)+" objc_msgSend + 32",
				"1   "+hbkCap(hbkPL(hbkApps))+"   0x"+hbkR(hexs, 16)+" PaywallViewController.viewDidLoad() + 412",
				"Binary Images:",
				"0x"+hbkR(hexs, 9)+" - 0x"+hbkR(hexs, 9)+" "+hbkCap(hbkPL(hbkApps))+" arm64  <"+hbkR(hexs, 32)+">",
			))
		},
		func() Sample {
			return hbkTrap("stack-trace", "android-log", hbkLines(
				"E/AndroidRuntime: FATAL EXCEPTION: main",
				"    Process: "+hbkBundle()+", PID: "+hbkR(digits, 5),
				"    java.lang.IllegalStateException: Default FirebaseApp is not initialized in this process "+hbkBundle()+". Make sure to call FirebaseApp.initializeApp(Context) first.",
				"        at com.google.firebase.FirebaseApp.getInstance(FirebaseApp.java:186)",
				"        at com.google.firebase.messaging.FirebaseMessaging.getInstance(FirebaseMessaging.java:"+hbkR(digits, 3)+")",
				"        at "+hbkBundle()+".MainApplication.onCreate(MainApplication.kt:"+hbkR(digits, 2)+")",
			))
		},
		func() Sample {
			return hbkTrap("expo-config", "app.json", hbkLines(
				"{",
				"  \"expo\": {",
				"    \"name\": \""+hbkCap(hbkPL(hbkApps))+"\",",
				"    \"slug\": \""+hbkPL(hbkApps)+"\",",
				"    \"version\": \""+hbkVersion()+"\",",
				"    \"runtimeVersion\": { \"policy\": \"appVersion\" },",
				"    \"ios\": { \"bundleIdentifier\": \""+hbkBundle()+"\", \"buildNumber\": \""+hbkR(digits, 3)+"\" },",
				"    \"android\": { \"package\": \""+hbkBundle()+"\", \"versionCode\": "+hbkR("123456789", 1)+hbkR(digits, 2)+" },",
				"    \"extra\": { \"eas\": { \"projectId\": \""+hbkUUID()+"\" } },",
				"    \"updates\": { \"url\": \"https://u.expo.dev/"+hbkUUID()+"\" }",
				"  }",
				"}",
			))
		},
		func() Sample {
			return hbkTrap("asc-talk", hbkP("chat", "notes"), hbkP(
				hbkChatPrefix()+"the App Store Connect API key lives in 1Password under \"ASC API (fastlane)\", ask me for access",
				"To create the .p8: Users and Access → Integrations → App Store Connect API → Generate API Key. You can download it only once.",
				hbkChatPrefix()+"fastlane reads the key from $APP_STORE_CONNECT_API_KEY_PATH now, nothing in the repo",
				"Keys are rotated every 90 days; next rotation "+hbkDate()+".",
			))
		},
	}
	return hbkRun(125, gens)
}
