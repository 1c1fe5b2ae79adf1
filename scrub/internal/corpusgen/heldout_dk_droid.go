package main

import (
	"fmt"
	"strings"
)

// Android signing: keystores, Gradle signing configs, Play Console service accounts, publishing.

func hdkAndroidGens() []hdkGen {
	return []hdkGen{
		{hdkDroidKeyProps, 7},
		{hdkDroidGroovy, 6},
		{hdkDroidKts, 6},
		{hdkDroidKeytool, 6},
		{hdkDroidInjected, 5},
		{hdkDroidPlayJSON, 7},
		{hdkDroidRNProps, 5},
		{hdkDroidApksigner, 5},
		{hdkDroidMaven, 5},
		{hdkDroidMapbox, 7},
		{hdkDroidHandover, 5},
		{hdkDroidChatLang, 7},
		{hdkDroidKeystoreB64, 5},
		{hdkDroidHuawei, 5},
	}
}

func hdkAlias() string {
	return hdkP("upload", "release", "key0", "androiddebugkey-prod", "upload-key", "mykey")
}

func hdkJks(c hdkCtx) string {
	return hdkP("upload-keystore.jks", "release.keystore", c.slug+"-release.jks", "keystore/upload.jks", "app/"+c.slug+".keystore")
}

func hdkDroidKeyProps() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	file := hdkJks(c)
	head := hdkP("", "# key.properties — DO NOT COMMIT (it's in .gitignore)\n", "# android/key.properties\n")
	text := fmt.Sprintf("%sstorePassword=%s\nkeyPassword=%s\nkeyAlias=%s\nstoreFile=%s\n", head, sp, kp, alias, file)
	if rng.IntN(3) == 0 {
		text = fmt.Sprintf("%s: pushed the flutter release config, you need a local key.properties:\n```\nstoreFile=%s\nkeyAlias=%s\nstorePassword=%s\nkeyPassword=%s\n```", c.who, file, alias, sp, kp)
		return hdkSec("keystore-password", "chat", text, []string{sp, kp}, "keyAlias="+alias, "storeFile="+file)
	}
	return hdkSec("keystore-password", "properties", text, []string{sp, kp}, "keyAlias="+alias, "storeFile="+file)
}

func hdkDroidGroovy() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	text := fmt.Sprintf(`android {
    namespace "%s"
    compileSdk %d

    signingConfigs {
        release {
            storeFile file("%s")
            storePassword "%s"
            keyAlias "%s"
            keyPassword "%s"
        }
    }

    buildTypes {
        release {
            signingConfig signingConfigs.release
            minifyEnabled true
            proguardFiles getDefaultProguardFile('proguard-android-optimize.txt'), 'proguard-rules.pro'
        }
    }
}
`, c.pkg, hdkN(33, 35), hdkJks(c), sp, alias, kp)
	return hdkSec("keystore-password", "gradle", text, []string{sp, kp}, c.pkg)
}

func hdkDroidKts() Sample {
	c := hdkNew()
	sp := hdkPw()
	alias := hdkAlias()
	text := fmt.Sprintf(`    signingConfigs {
        create("release") {
            storeFile = rootProject.file("%s")
            storePassword = "%s"
            keyAlias = "%s"
            keyPassword = "%s" // same as store, AGP complains otherwise for PKCS12
        }
    }
`, hdkJks(c), sp, alias, sp)
	if rng.IntN(2) == 0 {
		text = "// app/build.gradle.kts (temporary, until the CI secret works)\n" + text
	}
	return hdkSec("keystore-password", "kotlin", text, []string{sp}, `keyAlias = "`+alias+`"`)
}

func hdkDroidKeytool() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	file := hdkJks(c)
	dn := fmt.Sprintf("CN=%s, OU=Mobile, O=%s, L=%s, C=%s", c.who, c.co, hdkP("Oslo", "Berlin", "Porto", "Lagos", "Osaka", "Austin"), hdkP("NO", "DE", "PT", "NG", "JP", "US"))
	var text string
	switch rng.IntN(3) {
	case 0:
		text = fmt.Sprintf("keytool -genkeypair -v -keystore %s -alias %s -keyalg RSA -keysize 2048 -validity 10000 \\\n  -storepass %s -keypass %s \\\n  -dname \"%s\"", file, alias, sp, kp, dn)
	case 1:
		text = fmt.Sprintf("$ keytool -list -v -keystore %s -storepass '%s' | grep -A3 'Alias name'\nAlias name: %s\nCreation date: %s\nEntry type: PrivateKeyEntry", file, sp, alias, hdkDate())
		kp = sp
	default:
		text = fmt.Sprintf("# convert the old JKS to PKCS12 (Play wants the upload key in PEPK format anyway)\nkeytool -importkeystore -srckeystore %s -destkeystore upload.p12 -deststoretype pkcs12 -srcstorepass %s -deststorepass %s -srcalias %s", file, sp, kp, alias)
	}
	return hdkSec("keystore-password", "shell", text, []string{sp, kp}, hdkIn(text, dn, "Alias name: "+alias)...)
}

func hdkDroidInjected() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	text := fmt.Sprintf("./gradlew :app:bundleRelease \\\n  -Pandroid.injected.signing.store.file=$PWD/%s \\\n  -Pandroid.injected.signing.store.password=%s \\\n  -Pandroid.injected.signing.key.alias=%s \\\n  -Pandroid.injected.signing.key.password=%s",
		hdkJks(c), sp, alias, kp)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("+ ./gradlew assembleRelease -PstorePassword=%s -PkeyPassword=%s -PkeyAlias=%s --no-daemon\nStarting a Gradle Daemon (subsequent builds will be faster)\n> Task :app:preBuild UP-TO-DATE\n> Task :app:validateSigningRelease\n", sp, kp, alias)
	}
	f := "shell"
	if strings.HasPrefix(text, "+") {
		f = "ci-log"
	}
	return hdkSec("keystore-password", f, text, []string{sp, kp})
}

func hdkSAJSON(project string, pkid string, body []string, email string) string {
	return fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "%s",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/%s",
  "universe_domain": "googleapis.com"
}`, project, pkid, strings.Join(body, `\n`), email, "1"+rnd(digits, 20), strings.ReplaceAll(email, "@", "%40"))
}

func hdkDroidPlayJSON() Sample {
	c := hdkNew()
	project := hdkP("pc-api-", "api-", "play-publisher-", c.slug+"-") + rnd(digits, hdkN(10, 13))
	sa := hdkP("play-publisher", "fastlane-supply", "gha-deploy", "ci-upload") + "@" + project + ".iam.gserviceaccount.com"
	pkid := rnd(hexs, 40)
	body := hdkRSA()
	js := hdkSAJSON(project, pkid, body, sa)
	secrets := []string{pkid, strings.Join(body, `\n`)}
	text := hdkP(
		"fastlane/play-store-credentials.json:\n",
		fmt.Sprintf("%s: this is the Play Console service account for supply, %s asked for it\n", c.who, c.who2),
		"",
		"Paste into the GOOGLE_PLAY_JSON_KEY secret:\n") + js
	return hdkSec("play-service-account", "json", text, secrets, sa)
}

func hdkDroidRNProps() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	pre := strings.ToUpper(strings.ReplaceAll(c.slug, "-", "_"))
	text := fmt.Sprintf(`# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4096m -Dfile.encoding=UTF-8
android.useAndroidX=true
%[1]s_UPLOAD_STORE_FILE=%[2]s
%[1]s_UPLOAD_KEY_ALIAS=%[3]s
%[1]s_UPLOAD_STORE_PASSWORD=%[4]s
%[1]s_UPLOAD_KEY_PASSWORD=%[5]s
`, pre, hdkJks(c), alias, sp, kp)
	return hdkSec("keystore-password", "properties", text, []string{sp, kp}, pre+"_UPLOAD_KEY_ALIAS="+alias)
}

func hdkDroidApksigner() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	ver := hdkVer()
	text := hdkP(
		fmt.Sprintf("$ANDROID_HOME/build-tools/34.0.0/apksigner sign --ks %s --ks-key-alias %s --ks-pass pass:%s --key-pass pass:%s --out %s-%s-signed.apk app-release-unsigned.apk", hdkJks(c), hdkAlias(), sp, kp, c.slug, ver),
		fmt.Sprintf("jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore %s -storepass %s -keypass %s app-release.aab %s", hdkJks(c), sp, kp, hdkAlias()))
	return hdkSec("keystore-password", "shell", text, []string{sp, kp})
}

func hdkDroidMaven() Sample {
	c := hdkNew()
	user := hdkP(c.user, c.co+"-release", "ossrh-"+c.user)
	ossrh := hdkPw()
	gpg := hdkPw()
	kid := rnd("0123456789ABCDEF", 8)
	text := fmt.Sprintf(`# publishing %s-android-sdk to Maven Central
ossrhUsername=%s
ossrhPassword=%s
signing.keyId=%s
signing.password=%s
signing.secretKeyRingFile=/Users/%s/.gnupg/secring.gpg
`, c.slug, user, ossrh, kid, gpg, c.user)
	return hdkSec("maven-password", "properties", text, []string{ossrh, gpg}, "ossrhUsername="+user, "signing.keyId="+kid)
}

func hdkDroidMapbox() Sample {
	c := hdkNew()
	acct := c.co + hdkP("", "-mobile", "dev")
	sk := hdkMapbox("sk", acct)
	var text, f string
	switch rng.IntN(3) {
	case 0:
		text = fmt.Sprintf("# gradle.properties\nandroid.useAndroidX=true\nMAPBOX_DOWNLOADS_TOKEN=%s\n", sk)
		f = "properties"
	case 1:
		text = fmt.Sprintf("machine api.mapbox.com\nlogin mapbox\npassword %s\n", sk)
		f = "netrc"
	default:
		text = fmt.Sprintf("%s: pod install fails with 401 on MapboxMaps\n%s: you need the secret downloads token in ~/.netrc, use ours: %s (scope DOWNLOADS:READ)", c.who, c.who2, sk)
		f = "chat"
	}
	return hdkSec("mapbox-secret-token", f, text, []string{sk})
}

func hdkDroidHandover() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	fp := hdkFingerprint(32)
	text := fmt.Sprintf(`# %s Android – release handover

Owner until %s: %s, then %s.

**Upload key**
- file: %s (copy in the "Mobile Signing" vault folder)
- alias: %s
- store password: %s
- key password: %s
- SHA-256: %s

Play App Signing is on, so Google holds the app signing key. If the upload key is lost we request a reset in Play Console (takes ~2 days).
`, c.app, hdkDate(), c.who, c.who2, hdkJks(c), alias, sp, kp, fp)
	return hdkSec("keystore-password", "markdown", text, []string{sp, kp}, fp, "alias: "+alias)
}

func hdkDroidChatLang() Sample {
	c := hdkNew()
	pw := hdkPw()
	var text string
	switch rng.IntN(6) {
	case 0:
		text = fmt.Sprintf("%s: Das Keystore-Passwort für den Play-Upload ist %s – bitte nicht ins Repo.", c.who, pw)
	case 1:
		text = fmt.Sprintf("%s: oi %s, a senha da keystore de produção é %s, alias %s", c.who, c.who2, pw, hdkAlias())
	case 2:
		text = fmt.Sprintf("%s: oye, la contraseña del keystore de release es %s. No la compartas fuera del equipo.", c.who, pw)
	case 3:
		text = fmt.Sprintf("%s: リリース用キーストアのパスワードは %s です。", c.who, pw)
	case 4:
		text = fmt.Sprintf("[%s] %s: keystore pass is %s btw, same for the key", hdkClock(), c.who, pw)
	default:
		text = fmt.Sprintf("%s: Le mot de passe du keystore (upload) : %s\n%s: merci, build en cours", c.who, pw, c.who2)
	}
	return hdkSec("keystore-password", "chat", text, []string{pw})
}

func hdkDroidKeystoreB64() Sample {
	c := hdkNew()
	b := "/u3+7QAAAAIAAAABAAAAAQ" + rnd(hdkB64, hdkN(120, 200)) + hdkP("=", "==", "")
	if rng.IntN(2) == 0 {
		b = "MIIK" + rnd(hdkB64, hdkN(140, 220)) + "="
	}
	text := hdkP(
		fmt.Sprintf("gh secret set ANDROID_KEYSTORE_BASE64 --repo %s/%s-android --body \"%s\"", c.co, c.slug, b),
		fmt.Sprintf("base64 of the upload keystore for Codemagic (ANDROID_KEYSTORE):\n%s", b))
	f := "note"
	if strings.HasPrefix(text, "gh ") {
		f = "shell"
	}
	return hdkSec("keystore-file", f, text, []string{b}, hdkIn(text, c.co+"/"+c.slug+"-android")...)
}

func hdkDroidHuawei() Sample {
	c := hdkNew()
	cid := rnd(digits, hdkN(9, 18))
	sec := rnd("0123456789ABCDEF", 64)
	text := hdkP(
		fmt.Sprintf("{\n  \"client_id\": \"%s\",\n  \"client_secret\": \"%s\",\n  \"app_id\": \"%s\"\n}", cid, sec, rnd(digits, 9)),
		fmt.Sprintf("AppGallery Connect API client for the %s pipeline\nclient id: %s\nclient secret: %s", c.app, cid, sec))
	f := "note"
	if strings.HasPrefix(text, "{") {
		f = "json"
	}
	return hdkSec("appgallery-client-secret", f, text, []string{sec}, cid)
}
