package main

import (
	"encoding/base64"
	"strings"
)

// hbkJWT is a signed JWT with the given JSON payload.
func hbkJWT(payload string) string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(hbkP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"`+hbkR(hexs, 8)+`","typ":"JWT"}`)))
	return h + "." + enc.EncodeToString([]byte(payload)) + "." + hbkR(b64url, 43)
}

// hbkSentryOrgToken is a Sentry organization auth token.
func hbkSentryOrgToken() string {
	js := `{"iat":` + hbkR(digits, 10) + `,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"` + hbkPL(hbkStudios) + `"}`
	return "sntrys_" + base64.RawStdEncoding.EncodeToString([]byte(js)) + "_" + hbkR(alnum+"+/", 43)
}

func hbkMobileSamples2() []Sample {
	gens := []func() Sample{
		func() Sample {
			k := hbkR(alnum, 48)
			appID := hbkUUID()
			keep := "ONESIGNAL_APP_ID=" + appID
			return hbkSecK("onesignal", "env", hbkLines(
				keep,
				"ONESIGNAL_REST_API_KEY="+k,
			), []string{keep}, k)
		},
		func() Sample {
			k := "os_v2_app_" + hbkR("abcdefghijklmnopqrstuvwxyz234567", 113)
			return hbkSec("onesignal", "shell", hbkLines(
				"curl --request POST --url https://api.onesignal.com/notifications \\",
				"  --header 'Authorization: Key "+k+"' \\",
				"  --header 'content-type: application/json' \\",
				"  --data '{\"app_id\":\""+hbkUUID()+"\",\"contents\":{\"en\":\"Your order shipped\"},\"included_segments\":[\"Test Users\"]}'",
			), k)
		},
		func() Sample {
			sk := "sk_" + hbkR(alnum, 32)
			pub := hbkP("appl_", "goog_") + hbkR(alnum, 27)
			keep := "RevenueCat public SDK key (fine in the app): " + pub
			return hbkSecK("revenuecat", "notes", hbkLines(
				keep,
				"Secret API key (server only!): "+sk,
				"Entitlement: pro, offerings: default / annual_discount",
			), []string{keep}, sk)
		},
		func() Sample {
			t := hbkP(hbkSentryOrgToken(), "sntryu_"+hbkR(hexs, 64), hbkR(hexs, 64))
			return hbkSec("sentry-auth-token", "sentry.properties", hbkLines(
				"defaults.url=https://sentry.io/",
				"defaults.org="+hbkPL(hbkStudios),
				"defaults.project="+hbkPL(hbkApps)+"-ios",
				"auth.token="+t,
			), t)
		},
		func() Sample {
			t := hbkSentryOrgToken()
			return hbkSec("sentry-auth-token", "shell", hbkP(
				"SENTRY_AUTH_TOKEN="+t+" npx sentry-expo-upload-sourcemaps dist",
				"$ sentry-cli --auth-token "+t+" debug-files upload --include-sources ./ios/build",
				"export SENTRY_AUTH_TOKEN="+t,
			), t)
		},
		func() Sample {
			t := hbkMapbox("sk")
			return hbkSec("mapbox-secret", hbkP("gradle.properties", "netrc"), hbkP(
				"MAPBOX_DOWNLOADS_TOKEN="+t+"\nandroid.enableJetifier=true",
				"machine api.mapbox.com\n  login mapbox\n  password "+t,
			), t)
		},
		func() Sample {
			sk, pk := hbkMapbox("sk"), hbkMapbox("pk")
			keep := "MAPBOX_PUBLIC_TOKEN=" + pk
			return hbkSecK("mapbox-secret", "env", hbkLines(
				"# public token goes in the app, the secret one only for SDK downloads",
				keep,
				"RNMAPBOX_MAPS_DOWNLOAD_TOKEN="+sk,
			), []string{keep}, sk)
		},
		func() Sample {
			k := hbkAIza()
			return hbkSec("google-maps-key", "code", hbkP(
				"<meta-data\n    android:name=\"com.google.android.geo.API_KEY\"\n    android:value=\""+k+"\" />",
				"GMSServices.provideAPIKey(\""+k+"\")\nGMSPlacesClient.provideAPIKey(\""+k+"\")",
				"// AppDelegate.m\n[GMSServices provideAPIKey:@\""+k+"\"];",
				"GoogleMap(\n  apiKey: '"+k+"',\n  initialCameraPosition: _kLake,\n)",
			), k)
		},
		func() Sample {
			k := hbkAIza()
			return hbkSec("google-maps-key", "chat", hbkChatPrefix()+hbkP(
				"maps key restricted to our bundle id: "+k,
				"Places API key for the store locator → "+k,
				"Google Maps Key: "+k+" (Android + iOS)",
			), k)
		},
		func() Sample {
			srv := hbkJWT(`{"iss":"supabase","ref":"` + hbkR(lower, 20) + `","role":"service_role","iat":` + hbkR(digits, 10) + `,"exp":` + hbkR(digits, 10) + `}`)
			url := "https://" + hbkR(lower, 20) + ".supabase.co"
			keep := "SUPABASE_URL=" + url
			return hbkSecK("supabase-service-role", "env", hbkLines(
				keep,
				"SUPABASE_SERVICE_ROLE_KEY="+srv,
			), []string{keep}, srv)
		},
		func() Sample {
			// React Native / Flutter .env with public and secret values side by side
			api := "https://api." + hbkPL(hbkApps) + ".app/v2"
			sec := hbkP("sk_live_51"+hbkR(alnum, 97), "sk-proj-"+hbkR(b64url, 48), "key-"+hbkR(hexs, 32), hbkR(hexs, 32))
			name := hbkP("STRIPE_SECRET_KEY", "OPENAI_API_KEY", "MAILGUN_API_KEY", "ALGOLIA_ADMIN_KEY")
			keepA := "API_BASE_URL=" + api
			keepB := "FLAVOR=" + hbkP("staging", "production", "dev")
			return hbkSecK("mobile-dotenv", ".env", hbkLines(
				keepA,
				keepB,
				"ENABLE_ANALYTICS=true",
				name+"="+sec,
			), []string{keepA, keepB}, sec)
		},
		func() Sample {
			tok := "1//0" + hbkR(b64url, 99)
			return hbkSec("firebase-ci-token", hbkP("shell", "ci"), hbkP(
				"firebase deploy --only hosting,functions --token \""+tok+"\"",
				"✔  Success! Use this token to login on a CI server:\n\n"+tok+"\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"",
				"FIREBASE_TOKEN: "+tok,
			), tok)
		},
		func() Sample {
			ks := hbkPEMBody("MIIK"+hbkR(alnum, 2)+"gIBAzCCCk", 64*hbkN(6, 10))
			flat := strings.ReplaceAll(ks, "\n", "")
			return hbkSec("android-keystore-base64", "chat", hbkChatPrefix()+"ANDROID_KEYSTORE_BASE64 for the GH secret (base64 -i upload.jks): "+flat, flat)
		},
		func() Sample {
			tok := hbkR(alnum, 30) + hbkR(b64url, 10)
			ts := hbkTime()
			keep := "Thread 0 Crashed:: Dispatch queue: com.apple.main-thread"
			return hbkSecK("crash-log-token", "crash-log", hbkLines(
				"Incident Identifier: "+strings.ToUpper(hbkUUID()),
				"Hardware Model:      iPhone15,2",
				"Version:             "+hbkF("%d.%d.%d (%d)", hbkN(1, 4), hbkN(0, 20), hbkN(0, 9), hbkN(100, 900)),
				keep,
				"Breadcrumbs:",
				"  "+ts+" http GET https://api."+hbkPL(hbkApps)+".app/v1/feed?access_token="+tok+" -> 500",
			), []string{keep}, tok)
		},
		func() Sample {
			pw := hbkHumanPw()
			user := "review." + hbkPL(hbkApps) + "@gmail.com"
			return hbkSec("app-review-demo-account", "app-store-notes", hbkLines(
				"App Review Information",
				"Sign-in required: yes",
				"User name: "+user,
				"Password: "+pw,
				"Notes: the premium tier is unlocked for this account; use sandbox purchases.",
			), pw)
		},
		func() Sample {
			tok := hbkR(alnum, 20) + hbkR(lower, 12)
			if rng.IntN(3) == 0 {
				b := hbkR(b64url, 86)
				return hbkSec("bitrise-token", "notes", "bitrise: Personal access token = "+b+"\nworkflow: primary", b)
			}
			return hbkSec("codemagic-token", "shell", hbkP(
				"curl -H \"x-auth-token: "+tok+"\" https://api.codemagic.io/builds",
				"export CM_API_TOKEN="+tok,
			), tok)
		},
	}
	return hbkRun(48, gens)
}
