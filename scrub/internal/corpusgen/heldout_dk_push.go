package main

import (
	"fmt"
	"strings"
)

// Firebase, push services and the SDK back ends mobile apps talk to.

func hdkPushGens() []hdkGen {
	return []hdkGen{
		{hdkPushFCMCurl, 7},
		{hdkPushBackendEnv, 7},
		{hdkPushAPNsP8, 5},
		{hdkPushLoginCI, 6},
		{hdkPushAppDist, 6},
		{hdkPushOneSignal, 6},
		{hdkPushExpo, 7},
		{hdkPushSentry, 7},
		{hdkPushRevenueCat, 6},
		{hdkPushBeams, 5},
		{hdkPushAdminSDK, 5},
		{hdkPushV1Bearer, 6},
		{hdkPushP12Chat, 4},
		{hdkPushStripe, 6},
		{hdkPushAirship, 5},
	}
}

func hdkProject(c hdkCtx) string {
	return c.slug + hdkP("-prod", "-staging", "-app", "-"+rnd(lower+digits, 5), "-dev")
}

func hdkPushFCMCurl() Sample {
	key := hdkFCMLegacy()
	topic := hdkP("news", "promo", "all_users", "release_notes", "de_DE")
	text := fmt.Sprintf(`curl -X POST https://fcm.googleapis.com/fcm/send \
  -H "Authorization: key=%s" \
  -H "Content-Type: application/json" \
  -d '{"to": "/topics/%s", "notification": {"title": "%s", "body": "%s"}}'`,
		key, topic, hdkP("New version", "Hej!", "Heads up", "Olá"), hdkP("Update now for dark mode", "Your order shipped", "Weekly summary is ready"))
	if rng.IntN(3) == 0 {
		text = "legacy API still works for the marketing tool, tested with:\n\n" + text + "\n\n→ {\"message_id\":" + rnd(digits, 19) + "}"
	}
	return hdkSec("fcm-server-key", "shell", text, []string{key}, "/topics/"+topic)
}

func hdkPushBackendEnv() Sample {
	c := hdkNew()
	key := hdkFCMLegacy()
	kid := rnd(upper+digits, 10)
	text := fmt.Sprintf(`# notification-service/.env.production
NODE_ENV=production
PORT=8080
DATABASE_URL=${NOTIF_DATABASE_URL}
REDIS_HOST=redis-%s.internal
FCM_SERVER_KEY=%s
APNS_KEY_ID=%s
APNS_TEAM_ID=%s
APNS_TOPIC=%s
APNS_KEY_PATH=/run/secrets/AuthKey_%s.p8
APNS_PRODUCTION=true
`, c.slug, key, kid, c.team, c.bundle, kid)
	return hdkSec("fcm-server-key", "env", text, []string{key}, "APNS_TOPIC="+c.bundle, "redis-"+c.slug+".internal")
}

func hdkPushAPNsP8() Sample {
	c := hdkNew()
	kid := rnd(upper+digits, 10)
	body := hdkP8()
	text := fmt.Sprintf("%s: backend needs the APNs auth key for %s (team %s, bundle %s). Contents of AuthKey_%s.p8:\n\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
		c.who, c.app, c.team, c.bundle, kid, strings.Join(body, "\n"))
	return hdkSec("apns-auth-key", hdkP("ticket", "chat"), text, []string{strings.Join(body, "\n")}, c.bundle)
}

func hdkPushLoginCI() Sample {
	tok := hdkGRefresh()
	text := fmt.Sprintf(`$ firebase login:ci
Visit this URL on this device to log in:
https://accounts.google.com/o/oauth2/auth?client_id=563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com&scope=email%%20openid&response_type=code&state=%d&redirect_uri=http%%3A%%2F%%2Flocalhost%%3A9005

Waiting for authentication...

✔  Success! Use this token to login on a CI server:

%s

Example: firebase deploy --token "$FIREBASE_TOKEN"
`, hdkN(100000000, 999999999), tok)
	return hdkSec("firebase-ci-token", "shell", text, []string{tok}, "563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com")
}

func hdkFirebaseAppID(kind string) string {
	return "1:" + rnd(digits, 12) + ":" + kind + ":" + rnd(hexs, 16+rng.IntN(2)*6)
}

func hdkPushAppDist() Sample {
	tok := hdkGRefresh()
	app := hdkFirebaseAppID("android")
	grp := hdkP("qa", "internal-testers", "beta", "stakeholders")
	var text, f string
	if rng.IntN(2) == 0 {
		f = "yaml"
		text = fmt.Sprintf("      - name: Distribute to testers\n        run: |\n          firebase appdistribution:distribute app/build/outputs/apk/release/app-release.apk \\\n            --app %s \\\n            --token \"%s\" \\\n            --groups \"%s\" --release-notes-file notes.txt\n", app, tok, grp)
	} else {
		f = "ruby"
		text = fmt.Sprintf("# Fastfile\nfirebase_app_distribution(\n  app: \"%s\",\n  groups: \"%s\",\n  firebase_cli_token: \"%s\",\n  release_notes: \"Build from #{git_branch}\"\n)\n", app, grp, tok)
	}
	return hdkSec("firebase-ci-token", f, text, []string{tok}, app)
}

func hdkPushOneSignal() Sample {
	c := hdkNew()
	appID := hdkUUID()
	key := rnd(alnum, 48)
	if rng.IntN(2) == 0 {
		key = "os_v2_app_" + rnd(lower+digits, 110)
	}
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f = "shell"
		text = fmt.Sprintf("curl --request POST \\\n  --url https://api.onesignal.com/notifications \\\n  --header 'Authorization: Key %s' \\\n  --header 'content-type: application/json' \\\n  --data '{\"app_id\": \"%s\", \"included_segments\": [\"Subscribed Users\"], \"contents\": {\"en\": \"%s is 20%% off today\"}}'", key, appID, c.app)
	case 1:
		f = "env"
		text = fmt.Sprintf("ONESIGNAL_APP_ID=%s\nONESIGNAL_REST_API_KEY=%s\n", appID, key)
	default:
		f = "chat"
		text = fmt.Sprintf("%s: OneSignal for %s → app id %s, REST API key %s (the key goes only on the server, never in the app!)", c.who, c.app, appID, key)
	}
	return hdkSec("onesignal-api-key", f, text, []string{key}, appID)
}

func hdkPushExpo() Sample {
	c := hdkNew()
	tok := rnd(b64url, 40)
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f = "yaml"
		text = fmt.Sprintf("# .github/workflows/eas-build.yml\n    steps:\n      - uses: expo/expo-github-action@v8\n        with:\n          eas-version: latest\n          token: %s\n      - run: eas build --platform all --profile production --non-interactive\n", tok)
	case 1:
		f = "shell"
		text = fmt.Sprintf("EXPO_TOKEN=%s npx eas-cli build -p ios --profile preview --non-interactive", tok)
	default:
		f = "chat"
		text = fmt.Sprintf("%s: made a robot user \"%s-ci\" on expo.dev, its access token is %s – add it as EXPO_TOKEN in the repo secrets", c.who, c.slug, tok)
	}
	return hdkSec("expo-token", f, text, []string{tok}, hdkIn(text, c.slug+"-ci", "--profile production", "--profile preview")...)
}

func hdkPushSentry() Sample {
	c := hdkNew()
	org := c.co
	var tok string
	if rng.IntN(2) == 0 {
		tok = "sntrys_" + hdkB64URL(fmt.Sprintf(`{"iat":%d.%d,"url":"https://sentry.io","region_url":"https://%s.sentry.io","org":"%s"}`, 1700000000+rng.IntN(90000000), hdkN(100000, 999999), hdkP("us", "de"), org)) + "_" + rnd(alnum+"+/", 43)
	} else {
		tok = hdkP("sntryu_", "") + rnd(hexs, 64)
	}
	proj := c.slug + hdkP("-ios", "-android", "-rn")
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f = "properties"
		text = fmt.Sprintf("defaults.url=https://sentry.io/\ndefaults.org=%s\ndefaults.project=%s\nauth.token=%s\ncli.executable=node_modules/@sentry/cli/bin/sentry-cli\n", org, proj, tok)
	case 1:
		f = "shell"
		text = fmt.Sprintf("eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value %s --type string", tok)
	default:
		f = "shell"
		text = fmt.Sprintf("# upload dSYMs after archive\nexport SENTRY_ORG=%s\nexport SENTRY_PROJECT=%s\nexport SENTRY_AUTH_TOKEN=%s\nsentry-cli debug-files upload --include-sources \"$DWARF_DSYM_FOLDER_PATH\"\n", org, proj, tok)
	}
	return hdkSec("sentry-auth-token", f, text, []string{tok}, hdkIn(text, proj)...)
}

func hdkPushRevenueCat() Sample {
	c := hdkNew()
	sk := "sk_" + rnd(alnum, 32)
	pub := hdkP("appl_", "goog_") + rnd(alnum, 27)
	text, f := hdkPT(
		fmt.Sprintf("# subscriptions-api/config.yaml\nrevenuecat:\n  project: %s\n  public_sdk_key: %s   # shipped in the app\n  secret_api_key: %s  # server only\n  webhook_path: /hooks/revenuecat\n", c.app, pub, sk), "yaml",
		fmt.Sprintf("%s: for the refund script I need the RevenueCat secret key, not the %s one from the app.\n%s: here: %s", c.who, pub, c.who2, sk), "chat",
		fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://api.revenuecat.com/v1/subscribers/%s", sk, hdkUUID()), "shell")
	return hdkSec("revenuecat-secret-key", f, text, []string{sk}, hdkIn(text, pub, "api.revenuecat.com")...)
}

func hdkPushBeams() Sample {
	inst := hdkUUID()
	key := rnd("0123456789ABCDEF", 64)
	text, f := hdkPT(
		fmt.Sprintf("const beamsClient = new PushNotifications({\n  instanceId: '%s',\n  secretKey: '%s',\n});\n", inst, key), "javascript",
		fmt.Sprintf("PUSHER_BEAMS_INSTANCE_ID=%s\nPUSHER_BEAMS_SECRET_KEY=%s\n", inst, key), "env")
	return hdkSec("pusher-beams-secret", f, text, []string{key}, inst)
}

func hdkPushAdminSDK() Sample {
	c := hdkNew()
	proj := hdkProject(c)
	email := "firebase-adminsdk-" + rnd(lower+digits, 5) + "@" + proj + ".iam.gserviceaccount.com"
	body := hdkRSA()
	joined := strings.Join(body, `\n`)
	text := fmt.Sprintf(`import admin from "firebase-admin";

admin.initializeApp({
  credential: admin.credential.cert({
    projectId: "%s",
    clientEmail: "%s",
    privateKey: "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  }),
});

export const messaging = admin.messaging();
`, proj, email, joined)
	return hdkSec("firebase-admin-key", "javascript", text, []string{joined}, email)
}

func hdkPushV1Bearer() Sample {
	c := hdkNew()
	proj := hdkProject(c)
	tok := "ya29." + hdkP("a0AfB_by", "c.b0Aa", "a0AXooCg") + rnd(b64url, hdkN(140, 200))
	text := fmt.Sprintf(`POST https://fcm.googleapis.com/v1/projects/%s/messages:send
Authorization: Bearer %s
Content-Type: application/json

{"message": {"topic": "%s", "notification": {"title": "Test", "body": "from postman"}}}`, proj, tok, hdkP("weather", "beta", "ops"))
	return hdkSec("google-access-token", "http", text, []string{tok}, "projects/"+proj+"/messages:send")
}

func hdkPushP12Chat() Sample {
	c := hdkNew()
	pw := hdkPw()
	text := hdkP(
		fmt.Sprintf("%s: the old %s build still uses certificate-based push. push_prod_%s.p12 is in the drive, export password %s. Expires in March, after that we switch everyone to the .p8.", c.who, c.app, c.slug, pw),
		fmt.Sprintf("%s: APNs cert renewed 🎉 (aps_production.p12, pwd: %s). %s can you upload it to the push service?", c.who, pw, c.who2))
	return hdkSec("p12-password", "chat", text, []string{pw})
}

func hdkPushStripe() Sample {
	c := hdkNew()
	sk := hdkP("sk_live_", "rk_live_") + rnd(alnum, hdkN(24, 99))
	pk := "pk_live_" + rnd(alnum, hdkN(24, 99))
	text, f := hdkPT(
		fmt.Sprintf("# payments-backend/.env\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=%s  # this one also goes into the iOS/Android config\nMERCHANT_ID=merchant.%s\n", sk, pk, c.bundle), "env",
		fmt.Sprintf("%s: the app crashes in PaymentSheet on prod, ephemeral key request 401s.\n%s: backend had the test key. Set STRIPE_SECRET_KEY=%s on the server now, the app keeps using %s", c.who, c.who2, sk, pk), "chat")
	return hdkSec("stripe-secret-key", f, text, []string{sk}, pk)
}

func hdkPushAirship() Sample {
	c := hdkNew()
	master := rnd(alnum+"-_", 22)
	text := fmt.Sprintf("Airship (%s, production):\n  master secret: %s   <- server only, can send to everyone\n  channel for QA device: %s\n", c.app, master, hdkUUID())
	return hdkSec("airship-master-secret", "note", text, []string{master})
}
