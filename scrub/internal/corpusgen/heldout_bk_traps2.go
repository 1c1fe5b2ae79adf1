package main

import "strings"

func hbkTrapSamples2() []Sample {
	gens := []func() Sample{
		func() Sample {
			sha := hbkR(hexs, 40)
			return hbkTrap("git-sha", hbkP("chat", "shell", "notes"), hbkP(
				hbkChatPrefix()+"the regression came in with "+sha+", reverting",
				"$ git log --oneline -3\n"+sha[:7]+" fix(ios): keyboard covers the login button\n"+hbkR(hexs, 7)+" chore: bump expo to 52\n"+hbkR(hexs, 7)+" feat: widgets",
				"Fixed in commit "+sha+" (cherry-picked to release/"+hbkVersion()+")",
				"$ git rev-parse HEAD\n"+sha,
			))
		},
		func() Sample {
			return hbkTrap("checksum", "shell", hbkP(
				"$ shasum -a 256 app-release.aab\n"+hbkR(hexs, 64)+"  app-release.aab",
				"$ md5 "+hbkCap(hbkPL(hbkApps))+".ipa\nMD5 ("+hbkCap(hbkPL(hbkApps))+".ipa) = "+hbkR(hexs, 32),
				"sha256sum: "+hbkR(hexs, 64)+" flutter_linux_3.24."+hbkR(digits, 1)+"-stable.tar.xz",
				"integrity sha512-"+hbkR(alnum+"+/", 86)+"==",
			))
		},
		func() Sample {
			return hbkTrap("uuid", hbkP("chat", "log"), hbkP(
				hbkChatPrefix()+"EAS project id is "+hbkUUID(),
				hbkTime()+" INFO request_id="+hbkUUID()+" path=/v1/receipts status=200 dur=84ms",
				"Correlation-ID: "+hbkUUID(),
				"x-amzn-RequestId: "+hbkUUID(),
				"trace "+hbkR(hexs, 32)+" span "+hbkR(hexs, 16),
			))
		},
		func() Sample {
			return hbkTrap("image-digest", hbkP("shell", "yaml"), hbkP(
				"image: ghcr.io/"+hbkPL(hbkStudios)+"/api@sha256:"+hbkR(hexs, 64),
				"$ docker pull node:20-alpine\nDigest: sha256:"+hbkR(hexs, 64)+"\nStatus: Downloaded newer image for node:20-alpine",
			))
		},
		func() Sample {
			return hbkTrap("version-string", hbkP("chat", "notes"), hbkP(
				"Xcode 16."+hbkR("0123", 1)+" (16"+hbkP("A", "B", "C")+hbkR(digits, 3)+hbkP("", "a", "b")+"), iOS SDK 18."+hbkR("0123", 1),
				"react-native 0.7"+hbkR(digits, 1)+"."+hbkR(digits, 1)+", expo 5"+hbkR("0123", 1)+".0."+hbkR(digits, 2)+", hermes enabled",
				"Flutter 3.24."+hbkR(digits, 1)+" • channel stable • Dart 3.5."+hbkR(digits, 1)+" • DevTools 2.37."+hbkR(digits, 1),
				"AGP 8."+hbkR("0123456", 1)+".0, Gradle 8."+hbkR(digits, 1)+", Kotlin 2.0.2"+hbkR(digits, 1)+", compileSdk 35",
				"com.google.firebase:firebase-bom:33."+hbkR(digits, 1)+".0",
			))
		},
		func() Sample {
			plain := hbkP(
				"{\"platform\":\"ios\",\"locale\":\"de_DE\",\"theme\":\"dark\"}",
				"hello from the widget extension",
				"user_id=4821&tab=favorites&sort=recent",
				"The quick brown fox jumps over the lazy dog",
				"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\"/>",
			)
			e := hbkB64(plain)
			return hbkTrap("base64-ordinary", hbkP("chat", "code"), hbkP(
				hbkChatPrefix()+"the deep link payload is base64: "+e+" (decodes to "+plain+")",
				"const initialState = JSON.parse(atob(\""+e+"\"));",
				"data:image/svg+xml;base64,"+hbkB64("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M12 2L2 22h20z\"/></svg>"),
			))
		},
		func() Sample {
			return hbkTrap("ssh-public-key", hbkP("notes", "chat"), hbkP(
				"authorized_keys on the build mac:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+hbkR(alnum+"+/", 43)+" "+strings.ToLower(hbkPL(hbkNames[:4]))+"@macbook",
				hbkChatPrefix()+"my public key, please add it: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+hbkR(alnum+"+/", 43)+" ci@runner",
				"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ"+hbkR(alnum+"+/", 200)+" deploy@"+hbkPL(hbkApps),
			))
		},
		func() Sample {
			return hbkTrap("certificate", "pem", hbkLines(
				"Root CA for the on-prem MDM (public cert, safe to commit):",
				"-----BEGIN CERTIFICATE-----",
				hbkPEMBody("MIID"+hbkR(alnum, 2)+"CCAm"+hbkR(alnum, 2)+"gAwIBAgIU", 64*hbkN(8, 14)+hbkN(4, 60)),
				"-----END CERTIFICATE-----",
			))
		},
		func() Sample {
			return hbkTrap("public-key", "pem", hbkLines(
				"JWT verification key (public):",
				"-----BEGIN PUBLIC KEY-----",
				hbkPEMBody("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 64*5+hbkN(20, 40)),
				"-----END PUBLIC KEY-----",
			))
		},
		func() Sample {
			return hbkTrap("placeholder", hbkP("env", "readme", "yaml"), hbkP(
				"API_KEY=<your-api-key>\nSECRET=<your-secret>\nDATABASE_URL=postgres://user:password@localhost:5432/dbname",
				"Copy `.env.example` to `.env` and fill in `REVENUECAT_API_KEY=your_key_here`.",
				"password: changeme  # replace in your local overrides",
				"MYAPP_UPLOAD_STORE_PASSWORD=*****\nMYAPP_UPLOAD_KEY_PASSWORD=*****",
				"token: xxxxxxxxxxxxxxxxxxxxxxxx",
				"sentry:\n  auth_token: ${SENTRY_AUTH_TOKEN}\n  org: "+hbkPL(hbkStudios),
				"export EXPO_TOKEN=\"$EXPO_TOKEN\"  # injected by CI",
				"\"private_key_id\": \"YOUR_PRIVATE_KEY_ID\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\"",
				"Authorization: Bearer <token>",
				"login: <username> / <password>",
			))
		},
		func() Sample {
			return hbkTrap("menu-path", hbkP("chat", "docs"), hbkP(
				"Go to Admin / Settings / Users and click Invite.",
				hbkChatPrefix()+"it's under Project Settings > Cloud Messaging > Manage API in Google Cloud Console",
				"In Xcode: Signing & Capabilities / Team / Automatically manage signing",
				"Play Console → Setup → App integrity → App signing",
				"App Store Connect / Users and Access / Sandbox / Testers",
				"Menu: Login / Logout / Profile / Help",
			))
		},
		func() Sample {
			return hbkTrap("file-path", hbkP("shell", "notes"), hbkP(
				"~/Library/MobileDevice/Provisioning Profiles/"+strings.ToUpper(hbkUUID())+".mobileprovision",
				"android/app/src/main/res/mipmap-xxxhdpi/ic_launcher_round.png",
				"ios/"+hbkCap(hbkPL(hbkApps))+".xcworkspace/xcshareddata/swiftpm/Package.resolved",
				"~/.gradle/caches/transforms-4/"+hbkR(hexs, 32)+"/transformed/",
				"/Users/runner/work/_temp/keychain/build.keychain-db",
			))
		},
		func() Sample {
			return hbkTrap("url-no-credentials", hbkP("chat", "readme"), hbkP(
				"https://console.firebase.google.com/project/"+hbkPL(hbkApps)+"-prod/crashlytics/app/android:"+hbkBundle()+"/issues",
				"https://expo.dev/accounts/"+hbkPL(hbkStudios)+"/projects/"+hbkPL(hbkApps)+"/builds/"+hbkUUID(),
				"https://appstoreconnect.apple.com/apps/"+hbkR(digits, 10)+"/testflight/ios",
				"see https://docs.expo.dev/build-reference/variables/ for how EAS handles env vars",
				"https://github.com/"+hbkPL(hbkStudios)+"/"+hbkPL(hbkApps)+"/pull/"+hbkR(digits, 3)+"#discussion_r"+hbkR(digits, 10),
			))
		},
		func() Sample {
			e := strings.ToLower(hbkPL(hbkNames[:6])) + hbkP(".", "_", "") + hbkP("dev", "qa", "") + "@" + hbkPL(hbkStudios) + ".io"
			return hbkTrap("email-username", hbkP("chat", "notes"), hbkP(
				hbkChatPrefix()+"invite "+e+" to the Firebase project as Viewer",
				"Apple ID for TestFlight: "+e,
				"username: "+hbkPL(hbkUsers)+"\nrole: developer\nteams: ios, android",
				"sandbox tester: sandbox+"+hbkR(digits, 3)+"@"+hbkPL(hbkStudios)+".io (region: DE)",
				"GitHub handle @"+hbkPL(hbkUsers)+hbkR(digits, 2)+", Slack @"+hbkPL(hbkUsers),
			))
		},
		func() Sample {
			return hbkTrap("hostname", hbkP("shell", "chat"), hbkP(
				"$ ssh "+hbkPL(hbkUsers)+"@build-mac-0"+hbkR("123", 1)+".internal",
				"api-"+hbkP("eu", "us")+"-"+hbkR(digits, 1)+"."+hbkPL(hbkApps)+".app resolves to 10.20."+hbkR(digits, 1)+"."+hbkR(digits, 2),
				hbkChatPrefix()+"the staging host is staging-"+hbkR(lower+digits, 6)+".fly.dev",
				"PING "+hbkPL(hbkApps)+"-db.c"+hbkR(lower+digits, 12)+".eu-west-1.rds.amazonaws.com",
			))
		},
		func() Sample {
			// a long hash wrapped across two lines: no secret in it
			h := hbkR(hexs, 128)
			return hbkTrap("wrapped-hash", hbkP("log", "notes"), hbkLines(
				"Build artifact signature digest (sha512):",
				h[:64],
				h[64:],
				"verified against the CI manifest",
			))
		},
		func() Sample {
			return hbkTrap("key-id-public", hbkP("chat", "notes"), hbkP(
				hbkChatPrefix()+"the JWKS has kid "+hbkR(hexs, 40)+" — that's the Google signing cert, public",
				"Firebase App Check debug provider is enabled only on debug builds.",
				hbkChatPrefix()+"Apple's Sign in with Apple keys come from https://appleid.apple.com/auth/keys",
				"OAuth client id (Android): "+hbkR(digits, 12)+"-"+hbkR(lower+digits, 32)+".apps.googleusercontent.com",
			))
		},
	}
	return hbkRun(118, gens)
}
