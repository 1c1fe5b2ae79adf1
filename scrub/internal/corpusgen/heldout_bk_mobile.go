package main

import (
	"encoding/base64"
	"strings"
)

// hbkAIza is a Google API key (Firebase, Maps).
func hbkAIza() string { return "AIza" + hbkR(b64url, 35) }

// hbkFCMServer is a legacy FCM server key.
func hbkFCMServer() string { return "AAAA" + hbkR(b64url, 7) + ":APA91b" + hbkR(b64url, 134) }

// hbkProjectNumber is a Firebase / GCP project number.
func hbkProjectNumber() string {
	return hbkP("1", "2", "3", "4", "5", "6", "7", "8", "9") + hbkR(digits, 11)
}

// hbkFirebaseAppID is a Firebase app id (public).
func hbkFirebaseAppID(platform string) string {
	return "1:" + hbkProjectNumber() + ":" + platform + ":" + hbkR(hexs, 16+rng.IntN(2)*6)
}

// hbkPEMBody returns base64 lines of 64 characters starting with prefix.
func hbkPEMBody(prefix string, total int) string {
	s := prefix + hbkR(alnum+"+/", total-len(prefix))
	var ls []string
	for len(s) > 64 {
		ls = append(ls, s[:64])
		s = s[64:]
	}
	ls = append(ls, s)
	return strings.Join(ls, "\n")
}

// hbkP8Body is the body of an App Store Connect .p8 key (PKCS#8, P-256).
func hbkP8Body() string {
	return hbkPEMBody("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 200)
}

// hbkRSABody is the body of a PKCS#8 RSA key.
func hbkRSABody() string {
	return hbkPEMBody("MIIEv"+hbkP("Q", "g", "A")+"IBADANBgkqhkiG9w0BAQEFAASCBK"+hbkR(alnum, 1)+"wggSjAgEAAoIBAQ", 64*hbkN(8, 14)+hbkN(10, 60))
}

// hbkMapbox is a Mapbox token; kind is "pk" (public) or "sk" (secret).
func hbkMapbox(kind string) string {
	js := `{"u":"` + hbkPL(hbkStudios) + hbkR(lower, 3) + `","a":"cl` + hbkR(lower+digits, 23) + `"}`
	return kind + "." + base64.RawURLEncoding.EncodeToString([]byte(js)) + "." + hbkR(b64url, 22)
}

// hbkAppSpecific is an Apple app-specific password.
func hbkAppSpecific() string {
	return hbkR(lower, 4) + "-" + hbkR(lower, 4) + "-" + hbkR(lower, 4) + "-" + hbkR(lower, 4)
}

func hbkMobileSamples() []Sample {
	gens := []func() Sample{
		func() Sample {
			k := hbkAIza()
			pn := hbkProjectNumber()
			app := hbkPL(hbkApps)
			keep := "\"project_number\": \"" + pn + "\","
			return hbkSecK("firebase-config", "google-services.json", hbkLines(
				"{",
				"  \"project_info\": {",
				"    "+keep,
				"    \"project_id\": \""+app+"-prod\",",
				"    \"storage_bucket\": \""+app+"-prod.appspot.com\"",
				"  },",
				"  \"client\": [{",
				"    \"client_info\": { \"mobilesdk_app_id\": \""+hbkFirebaseAppID("android")+"\" },",
				"    \"api_key\": [{ \"current_key\": \""+k+"\" }]",
				"  }]",
				"}",
			), []string{keep}, k)
		},
		func() Sample {
			k := hbkAIza()
			return hbkSec("firebase-config", "plist", hbkLines(
				"<key>API_KEY</key>",
				"<string>"+k+"</string>",
				"<key>GCM_SENDER_ID</key>",
				"<string>"+hbkProjectNumber()+"</string>",
				"<key>BUNDLE_ID</key>",
				"<string>"+hbkBundle()+"</string>",
			), k)
		},
		func() Sample {
			k := hbkFCMServer()
			return hbkSec("fcm-server-key", "shell", hbkP(
				"curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H \"Authorization: key="+k+"\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"to\":\"/topics/news\",\"notification\":{\"title\":\"Hi\"}}'",
				"$ export FCM_SERVER_KEY="+k+"\n$ node scripts/push-test.js",
			), k)
		},
		func() Sample {
			k := hbkFCMServer()
			return hbkSec("fcm-server-key", "chat", hbkChatPrefix()+hbkP(
				"legacy FCM server key (Cloud Messaging tab): "+k,
				"push still works with the old server key "+k+" until June",
				"put "+k+" in the backend's FCM_KEY",
			), k)
		},
		func() Sample {
			t := hbkR(b64url, 40)
			return hbkSec("expo-token", "github-actions", hbkLines(
				"- name: Setup EAS",
				"  uses: expo/expo-github-action@v8",
				"  with:",
				"    eas-version: latest",
				"    token: "+t,
				"- run: eas build --platform all --non-interactive",
			), t)
		},
		func() Sample {
			name, v := hbkP("SENTRY_AUTH_TOKEN", "REVENUECAT_SECRET", "STRIPE_SECRET_KEY", "ONESIGNAL_API_KEY"), ""
			switch name {
			case "SENTRY_AUTH_TOKEN":
				v = "sntryu_" + hbkR(hexs, 64)
			case "REVENUECAT_SECRET":
				v = "sk_" + hbkR(alnum, 32)
			case "STRIPE_SECRET_KEY":
				v = "sk_test_51" + hbkR(alnum, 97)
			default:
				v = "os_v2_app_" + hbkR("abcdefghijklmnopqrstuvwxyz234567", 113)
			}
			return hbkSec("eas-secret", "shell", hbkP(
				"$ eas secret:create --scope project --name "+name+" --value "+v+" --type string",
				"$ eas env:create --name "+name+" --value \""+v+"\" --environment production --visibility secret",
				"npx eas-cli secret:create --name "+name+" --value '"+v+"'",
			), v)
		},
		func() Sample {
			t := hbkR(b64url, 40)
			return hbkSec("expo-token", "chat", hbkChatPrefix()+hbkP(
				"EXPO_TOKEN for the robot user: "+t,
				"made a robot access token in expo.dev → "+t+" (add to GH secrets)",
				"the CI expo token is "+t,
			), t)
		},
		func() Sample {
			sp, kp := hbkPw(), hbkPw()
			keep := "org.gradle.jvmargs=-Xmx4096m -XX:MaxMetaspaceSize=1g"
			secs := []string{sp}
			if kp != sp {
				secs = append(secs, kp)
			}
			return hbkSecK("android-signing", "gradle.properties", hbkLines(
				keep,
				"android.useAndroidX=true",
				"MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore",
				"MYAPP_UPLOAD_KEY_ALIAS=my-key-alias",
				"MYAPP_UPLOAD_STORE_PASSWORD="+sp,
				"MYAPP_UPLOAD_KEY_PASSWORD="+kp,
			), []string{keep}, secs...)
		},
		func() Sample {
			sp := hbkPw()
			return hbkSec("android-signing", "key.properties", hbkLines(
				"storePassword="+sp,
				"keyPassword="+sp,
				"keyAlias=upload",
				"storeFile=/Users/"+strings.ToLower(hbkPL(hbkNames[:4]))+"/upload-keystore.jks",
			), sp)
		},
		func() Sample {
			sp, kp := hbkPw(), hbkPw()
			secs := []string{sp}
			if kp != sp {
				secs = append(secs, kp)
			}
			return hbkSec("android-signing", "build.gradle", hbkLines(
				"signingConfigs {",
				"    release {",
				"        storeFile file(\"release.jks\")",
				"        storePassword \""+sp+"\"",
				"        keyAlias \"release\"",
				"        keyPassword \""+kp+"\"",
				"    }",
				"}",
			), secs...)
		},
		func() Sample {
			sp := hbkPw()
			return hbkSec("android-signing", "shell", hbkP(
				"keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass "+sp+" -keypass "+sp,
				"keytool -list -v -keystore release.jks -storepass "+sp,
				"jarsigner -keystore release.jks -storepass "+sp+" app-release-unsigned.apk release",
				"./gradlew bundleRelease -Pandroid.injected.signing.store.password="+sp+" -Pandroid.injected.signing.key.password="+sp,
			), sp)
		},
		func() Sample {
			sp := hbkHumanPw()
			return hbkSec("android-signing", "chat", hbkChatPrefix()+hbkP(
				"keystore password is "+sp+" and the alias is upload",
				"upload keystore pw: "+sp+" (same for the key)",
				"if gradle asks, the store password is "+sp,
				"el password del keystore es "+sp,
				"Keystore-Passwort: "+sp,
			), sp)
		},
		func() Sample {
			b := hbkP8Body()
			kid := hbkR(upper+digits, 10)
			return hbkSec("appstore-connect-key", "p8", hbkLines(
				"AuthKey_"+kid+".p8:",
				"-----BEGIN PRIVATE KEY-----",
				b,
				"-----END PRIVATE KEY-----",
			), b)
		},
		func() Sample {
			b := hbkP8Body()
			esc := strings.ReplaceAll(b, "\n", "\\n")
			return hbkSec("appstore-connect-key", "fastlane-json", hbkLines(
				"{",
				"  \"key_id\": \""+hbkR(upper+digits, 10)+"\",",
				"  \"issuer_id\": \""+hbkUUID()+"\",",
				"  \"key\": \"-----BEGIN PRIVATE KEY-----\\n"+esc+"\\n-----END PRIVATE KEY-----\",",
				"  \"in_house\": false",
				"}",
			), esc)
		},
		func() Sample {
			b := hbkRSABody()
			esc := strings.ReplaceAll(b, "\n", "\\n")
			id := hbkR(hexs, 40)
			return hbkSec("play-service-account", "json", hbkLines(
				"{",
				"  \"type\": \"service_account\",",
				"  \"project_id\": \"pc-api-"+hbkR(digits, 19)+"-"+hbkR(digits, 3)+"\",",
				"  \"private_key_id\": \""+id+"\",",
				"  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n"+esc+"\\n-----END PRIVATE KEY-----\\n\",",
				"  \"client_email\": \""+hbkSAEmail()+"\",",
				"  \"client_id\": \""+hbkR(digits, 21)+"\"",
				"}",
			), id, esc)
		},
		func() Sample {
			pw := hbkAppSpecific()
			return hbkSec("apple-app-specific-password", hbkP("env", "chat", "shell"), hbkP(
				"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD="+pw,
				hbkChatPrefix()+"app-specific password for altool: "+pw,
				"xcrun altool --upload-app -f build/App.ipa -t ios -u dev@"+hbkPL(hbkStudios)+".io -p "+pw,
				"xcrun notarytool store-credentials AC_PASSWORD --apple-id ci@"+hbkPL(hbkStudios)+".io --team-id "+hbkR(upper+digits, 10)+" --password "+pw,
			), pw)
		},
		func() Sample {
			pw := hbkPw()
			return hbkSec("fastlane-match", hbkP("env", "ci"), hbkP(
				"MATCH_PASSWORD="+pw+"\nMATCH_GIT_URL=git@github.com:"+hbkPL(hbkStudios)+"/certificates.git",
				"env:\n  MATCH_PASSWORD: \""+pw+"\"\n  FASTLANE_USER: ci@"+hbkPL(hbkStudios)+".io",
			), pw)
		},
	}
	return hbkRun(68, gens)
}
