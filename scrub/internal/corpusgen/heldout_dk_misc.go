package main

import (
	"fmt"
	"strings"
)

// The people side: App Review demo accounts, TestFlight notes, sandbox testers, the device lab,
// build machines, shared console accounts and the agent's own memory notes.

func hdkMiscGens() []hdkGen {
	return []hdkGen{
		{hdkMiscReviewNotes, 8},
		{hdkMiscTestFlight, 7},
		{hdkMiscDeviceLab, 6},
		{hdkMiscPasscodes, 4},
		{hdkMiscMeeting, 5},
		{hdkMiscSandbox, 6},
		{hdkMiscMemory, 7},
		{hdkMiscVNC, 5},
		{hdkMiscBackupCodes, 3},
		{hdkMiscTOTP, 5},
		{hdkMiscWifi, 5},
		{hdkMiscStaging, 6},
		{hdkMiscCSV, 3},
	}
}

func hdkDemoUser(c hdkCtx) string {
	return hdkP("appreview", "review.demo", "apple.review", "demo", "playreview", "reviewer") +
		hdkP("", "+"+rnd(digits, 2), "1") + "@" + c.domain
}

func hdkMiscReviewNotes() Sample {
	c := hdkNew()
	u := hdkDemoUser(c)
	pw := hdkPw()
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f = "note"
		text = fmt.Sprintf("App Review Information\n\nSign-in required: Yes\nUser name: %s\nPassword: %s\n\nNotes:\nThe demo account has a pre-filled %s profile. To test the subscription flow use the sandbox; the paywall appears after the 3rd session.\nContact: %s, +47 %s", u, pw, c.app, c.who, rnd(digits, 8))
	case 1:
		f = "chat"
		text = fmt.Sprintf("%s: Apple rejected %s %s again (2.1 – couldn't log in). I changed the review account password, it's now %s for %s. Resubmitting.", c.who, c.app, hdkVer(), pw, u)
	case 2:
		f = "yaml"
		text = fmt.Sprintf("# fastlane/Deliverfile review info\napp_review_information(\n  first_name: \"%s\",\n  last_name: \"Mobile\",\n  email_address: \"mobile@%s\",\n  demo_user: \"%s\",\n  demo_password: \"%s\",\n  notes: \"Use the staging toggle in Settings > About (tap version 7x)\"\n)", c.who, c.domain, u, pw)
		f = "ruby"
	default:
		f = "note"
		text = fmt.Sprintf("Play Console → App content → App access\nAll or some functionality is restricted: yes\nInstructions name: Demo login\nUsername: %s\nPassword: %s\nAny other information: OTP is disabled for this account.", u, pw)
	}
	return hdkSec("review-demo-password", f, text, []string{pw}, u)
}

func hdkMiscTestFlight() Sample {
	c := hdkNew()
	u := hdkP("qa", "beta", "tester") + "+" + rnd(lower+digits, 4) + "@" + c.domain
	pw := hdkPw()
	text := hdkP(
		fmt.Sprintf("What to Test (%s %s, build %s)\n\n- New onboarding with Sign in with Apple\n- Offline mode for saved items\n- Known issue: iPad split view crops the header\n\nShared test account if you don't want to use your own: %s / password %s", c.app, hdkVer(), hdkBuild(), u, pw),
		fmt.Sprintf("Hi testers 👋\nbuild %s is live in TestFlight. Please focus on checkout.\nLogin for the staging backend: %s, pw: %s\nReport bugs in #%s-beta.", hdkBuild(), u, pw, c.slug),
		fmt.Sprintf("Beta-Hinweise %s:\n• Neues Widget\n• Dunkelmodus überarbeitet\nTestzugang: %s\nPasswort: %s", hdkVer(), u, pw))
	return hdkSec("test-account-password", "note", text, []string{pw}, u)
}

func hdkMiscDeviceLab() Sample {
	c := hdkNew()
	code := rnd(digits, hdkN(4, 6))
	room := fmt.Sprintf("%d.%02d", hdkN(1, 5), hdkN(1, 40))
	text, f := hdkPT(
		fmt.Sprintf("%s: the device cabinet in room %s is locked now, keypad code %s. Please sign devices out in the sheet.", c.who, room, code), "chat",
		fmt.Sprintf("## Device lab\n\n- Location: room %s, cabinet B\n- Cabinet code: %s\n- Chargers are in the blue box\n- Don't update the iOS 15 iPhone 7, it's our minimum-OS device\n", room, code), "markdown",
		fmt.Sprintf("%s: hab den Schrank mit den Testgeräten abgeschlossen, Code ist %s#", c.who, code), "chat")
	return hdkSec("cabinet-code", f, text, []string{code}, hdkIn(text, "room "+room)...)
}

func hdkMiscPasscodes() Sample {
	a := rnd(digits, 6)
	b := rnd(digits, 4)
	dev := hdkP("iPhone 8", "iPhone SE (2nd)", "iPad mini 5", "iPhone 12 mini")
	text := hdkP(
		fmt.Sprintf("All test iPhones use the passcode %s, except the %s which is %s (it was set up by the agency).", a, dev, b),
		fmt.Sprintf("device unlock codes\n  shared iOS devices: %s\n  %s: %s\n  Android (pattern devices excluded): same as iOS", a, dev, b))
	return hdkSec("device-passcode", "note", text, []string{a, b}, dev)
}

func hdkMiscMeeting() Sample {
	c := hdkNew()
	pw := hdkPw()
	text := fmt.Sprintf(`Release sync – %s
Attendees: %s, %s, QA, PM

1. %s %s status: iOS in review, Android at 20%% rollout
2. Crash-free users 99.4%%, top crash is the image cache on Android 9
3. Signing: %s rotated the Play upload key; new keystore password is %s (yes I know, will move to vault)
4. Next train cut: %s

Action items
- %s: update Bitrise secrets
- %s: write the post-mortem for the 5.2 hotfix
`, hdkDate(), c.who, c.who2, c.app, hdkVer(), c.who2, pw, hdkDate(), c.who2, c.who)
	return hdkSec("keystore-password", "meeting-notes", text, []string{pw})
}

func hdkMiscSandbox() Sample {
	c := hdkNew()
	reg := hdkP("Sweden", "Brazil", "Japan", "Germany", "United States", "India")
	u := hdkP("sandbox.", "iap.", "sbx.") + strings.ToLower(reg[:2]) + "+" + rnd(digits, 2) + "@" + c.domain
	pw := hdkPw()
	text, f := hdkPT(
		fmt.Sprintf("Sandbox tester for IAP testing (%s storefront): %s / %s\nRemember to sign out of the real Apple ID under Settings > App Store > Sandbox Account.", reg, u, pw), "note",
		fmt.Sprintf("| Storefront | Sandbox Apple ID | Password |\n|---|---|---|\n| %s | %s | %s |\n", reg, u, pw), "markdown",
		fmt.Sprintf("%s: made a new sandbox account for the %s price test – %s, pw %s", c.who, reg, u, pw), "chat")
	return hdkSec("sandbox-tester-password", f, text, []string{pw}, u)
}

func hdkMiscMemory() Sample {
	c := hdkNew()
	pw := hdkPw()
	host := fmt.Sprintf("mac-mini-%02d", hdkN(1, 12))
	text, f := hdkPT(
		fmt.Sprintf("Memory: %s's build machine %s – the login keychain password is %s; they asked me to use it when `xcodebuild archive` hangs on the codesign prompt.", c.who, host, pw), "keychain-password",
		fmt.Sprintf("Remember for next session: the %s release keystore password is %s (user said it's fine to keep it here for the signing task). Keystore file: ~/keys/%s-release.jks", c.app, pw, c.slug), "keystore-password",
		fmt.Sprintf("User preference: builds run on %s (user: %s). Admin password for sudo on that box: %s.", host, c.user, pw), "machine-password")
	return hdkSec(f, "memory", text, []string{pw}, hdkIn(text, host)...)
}

func hdkMiscVNC() Sample {
	c := hdkNew()
	host := fmt.Sprintf("mac-mini-%02d.build.%s", hdkN(1, 12), c.domain)
	pw := hdkPw()
	text, f := hdkPT(
		fmt.Sprintf("%s: when Xcode needs a GUI click (new simulator runtime), VNC into %s – screen sharing password %s", c.who, host, pw), "chat",
		fmt.Sprintf("ssh admin@%s  # password: %s\nsudo xcode-select -s /Applications/Xcode_15.4.app", host, pw), "shell")
	return hdkSec("machine-password", f, text, []string{pw}, host)
}

func hdkMiscBackupCodes() Sample {
	c := hdkNew()
	codes := hdkCodes(2, 8, " ")
	acct := hdkP("mobile-ops@", "play-console@", "firebase-admin@") + c.domain
	text := fmt.Sprintf("Backup codes for %s (Google account that owns the Play Console + Firebase project):\n\n%d. %s\n%d. %s\n\n(the other codes are used up) Generated %s by %s.", acct, hdkN(3, 5), codes[0], hdkN(6, 8), codes[1], hdkDate(), c.who)
	return hdkSec("backup-code", "note", text, codes, acct)
}

func hdkMiscTOTP() Sample {
	c := hdkNew()
	seed := rnd(b32, 32)
	acct := hdkP("mobile-ops@", "release@", "appstore-admin@") + c.domain
	issuer := hdkP("Google", "Expo", "Bitrise", "Codemagic", "GitHub")
	uri := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", issuer, acct, seed, issuer)
	text, f := hdkPT(
		fmt.Sprintf("shared 2FA for the %s account %s, add to your authenticator:\n%s", issuer, acct, uri), "note",
		fmt.Sprintf("%s: can't scan the QR, here's the setup key for %s (%s): %s", c.who, acct, issuer, strings.ToLower(seed[:4]+" "+seed[4:8]+" "+seed[8:12]+" "+seed[12:16]+" "+seed[16:20]+" "+seed[20:24]+" "+seed[24:28]+" "+seed[28:])), "chat")
	var secret string
	if strings.Contains(text, uri) {
		secret = seed
	} else {
		secret = text[strings.LastIndex(text, "): ")+3:]
	}
	return hdkSec("totp-seed", f, text, []string{secret}, acct)
}

func hdkMiscWifi() Sample {
	c := hdkNew()
	ssid := hdkP(hdkCap(c.co)+"-DeviceLab", "DeviceLab-5G", c.slug+"-test-ap", "QA-Isolated")
	pw := hdkPw()
	text, f := hdkPT(
		fmt.Sprintf("Wi-Fi for the test devices: %s, WPA2 key %s (isolated from the office network so Charles proxy works)", ssid, pw), "note",
		fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), "wifi-qr",
		fmt.Sprintf("%s: the lab AP got reset. SSID %s, password %s", c.who, ssid, pw), "chat")
	return hdkSec("wifi-key", f, text, []string{pw}, ssid)
}

func hdkMiscStaging() Sample {
	c := hdkNew()
	u := hdkP("ops", "qa-admin", "mobile-admin", c.user)
	pw := hdkPw()
	host := hdkP("admin.staging.", "cms-staging.", "backoffice-dev.") + c.domain
	text, f := hdkPT(
		fmt.Sprintf("To create test orders for the app, use the back office at https://%s\nuser: %s\npass: %s", host, u, pw), "note",
		fmt.Sprintf("%s: feature flags for the iOS beta live in https://%s (account %s, password %s)", c.who, host, u, pw), "chat")
	return hdkSec("admin-password", f, text, []string{pw}, host)
}

func hdkMiscCSV() Sample {
	c := hdkNew()
	var rows []string
	var secrets []string
	rows = append(rows, "service,account,password,notes")
	svc := []string{"App Store Connect", "Play Console", "Firebase", "Expo", "Sentry", "TestFlight sandbox"}
	n := hdkN(2, 3)
	for i := 0; i < n; i++ {
		pw := hdkPw()
		secrets = append(secrets, pw)
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s", svc[(i*2+rng.IntN(2))%len(svc)], hdkP("mobile", "ci", "qa", c.user)+"@"+c.domain, pw, hdkP("shared", "2FA on team phone", "", "rotate Q3")))
	}
	return hdkSec("account-password", "csv", strings.Join(rows, "\n")+"\n", secrets, "service,account,password,notes")
}
