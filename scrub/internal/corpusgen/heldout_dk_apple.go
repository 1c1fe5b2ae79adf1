package main

import (
	"fmt"
	"strings"
)

// iOS signing: App Store Connect keys, certificates, match, keychains, Apple ID passwords.

func hdkIOSGens() []hdkGen {
	return []hdkGen{
		{hdkIOSp8Chat, 6},
		{hdkIOSp8Fastfile, 5},
		{hdkIOSFastlaneEnv, 7},
		{hdkIOSASPChat, 7},
		{hdkIOSKeychain, 6},
		{hdkIOSP12Note, 6},
		{hdkIOSSession, 5},
		{hdkIOSJWTCurl, 6},
		{hdkIOSOpenssl, 5},
		{hdkIOSNetrcSPM, 6},
		{hdkIOSPodTrunk, 5},
		{hdkIOSMail, 5},
		{hdkIOSTicket, 6},
		{hdkIOSActions, 6},
	}
}

func hdkIOSp8Chat() Sample {
	c := hdkNew()
	kid := rnd(upper+digits, 10)
	iss := hdkUUID()
	body := hdkP8()
	intro := hdkP(
		"here's the new ASC API key for CI (Key ID %s, issuer %s). Admin role, please put it in Bitrise and then delete this message 🙏",
		"ASC key for the release pipeline — key id %s, issuer id %s:",
		"@%[3]s can you add this to the Xcode Cloud env? key %[1]s / issuer %[2]s",
		"Neuer App-Store-Connect-Schlüssel (Key ID %s, Issuer %s), bitte in den CI-Secrets hinterlegen:")
	var text string
	if strings.Contains(intro, "%[3]s") {
		text = fmt.Sprintf(intro, kid, iss, strings.ToLower(c.who2))
	} else {
		text = fmt.Sprintf(intro, kid, iss)
	}
	text = c.who + " " + hdkClock() + "\n" + text + "\n```\n-----BEGIN PRIVATE KEY-----\n" +
		strings.Join(body, "\n") + "\n-----END PRIVATE KEY-----\n```"
	return hdkSec("asc-api-key", "chat", text, []string{strings.Join(body, "\n")}, iss)
}

func hdkIOSp8Fastfile() Sample {
	c := hdkNew()
	kid := rnd(upper+digits, 10)
	iss := hdkUUID()
	body := hdkP8()
	joined := strings.Join(body, `\n`)
	lane := hdkP("beta", "release", "upload_testflight", "nightly")
	text := fmt.Sprintf(`default_platform(:ios)

platform :ios do
  desc "Push a new build to TestFlight"
  lane :%s do
    api_key = app_store_connect_api_key(
      key_id: "%s",
      issuer_id: "%s",
      key_content: "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----",
      duration: 1200,
      in_house: false
    )
    increment_build_number(xcodeproj: "%s.xcodeproj")
    build_app(scheme: "%s", export_method: "app-store")
    upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)
  end
end
`, lane, kid, iss, joined, strings.ReplaceAll(c.app, " ", ""), strings.ReplaceAll(c.app, " ", ""))
	return hdkSec("asc-api-key", "ruby", text, []string{joined}, iss)
}

func hdkIOSFastlaneEnv() Sample {
	c := hdkNew()
	match := hdkPw()
	asp := hdkASP()
	repo := "git@github.com:" + c.co + "/ios-certificates.git"
	apple := hdkP("ios-ci@", "appledev@", "release-bot@", "mobile@") + c.domain
	var text string
	secrets := []string{match, asp}
	switch rng.IntN(4) {
	case 0:
		text = fmt.Sprintf("# fastlane/.env.default\nFASTLANE_USER=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s\nFASTLANE_TEAM_ID=%s\nMATCH_GIT_URL=%s\nMATCH_PASSWORD=%s\nMATCH_TYPE=appstore\nFASTLANE_SKIP_UPDATE_CHECK=1\n",
			apple, asp, c.team, repo, match)
	case 1:
		text = fmt.Sprintf("export MATCH_PASSWORD='%s'\nexport FASTLANE_USER=%s\nexport FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s\nbundle exec fastlane match appstore --readonly\nbundle exec fastlane beta\n",
			match, apple, asp)
	default:
		text = fmt.Sprintf("MATCH_GIT_URL=%s\nMATCH_PASSWORD=%s\nMATCH_READONLY=true\nAPP_IDENTIFIER=%s\n", repo, match, c.bundle)
		secrets = []string{match}
		return hdkSec("match-password", "env", text, secrets, repo, c.bundle)
	}
	return hdkSec("match-password", hdkP("env", "shell"), text, secrets, apple)
}

func hdkIOSASPChat() Sample {
	c := hdkNew()
	asp := hdkASP()
	apple := hdkP("ios-ci@", "appstore@", "builds@") + c.domain
	text := hdkP(
		fmt.Sprintf("%s: Altool keeps failing with \"Unable to authenticate\".\n%s: I generated a new app-specific password for %s, label \"Bitrise\": %s\n%s: thx, retrying",
			c.who, c.who2, apple, asp, c.who),
		fmt.Sprintf("Apple ID for uploads: %s\napp-specific pw: %s\n(2FA is on the shared iPhone in the drawer)", apple, asp),
		fmt.Sprintf("Hi %s, for the Transporter upload use %s with the app-specific password %s - not the normal Apple ID password.", c.who2, apple, asp),
		fmt.Sprintf("xcrun altool --upload-app -f build/%s.ipa -t ios -u %s -p %s", strings.ReplaceAll(c.app, " ", ""), apple, asp),
		fmt.Sprintf("xcrun notarytool store-credentials \"AC_PASSWORD\" --apple-id %s --team-id %s --password %s", apple, c.team, asp))
	f := "chat"
	if strings.HasPrefix(text, "xcrun") {
		f = "shell"
	}
	return hdkSec("apple-app-specific-password", f, text, []string{asp}, apple)
}

func hdkIOSKeychain() Sample {
	kc := hdkPw()
	p12 := hdkPw()
	name := hdkP("build.keychain", "ci.keychain-db", "signing_temp.keychain", "app-signing.keychain")
	var text string
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf(`#!/bin/bash
set -euo pipefail
# create a temporary keychain for the CI run
security create-keychain -p "%s" %s
security default-keychain -s %s
security unlock-keychain -p "%s" %s
security set-keychain-settings -t 3600 -u %s
echo "$DIST_CERT_BASE64" | base64 --decode > dist.p12
security import dist.p12 -k %s -P "%s" -T /usr/bin/codesign
security set-key-partition-list -S apple-tool:,apple: -s -k "%s" %s
`, kc, name, name, kc, name, name, name, p12, kc, name)
	} else {
		text = fmt.Sprintf("$ security unlock-keychain -p '%s' ~/Library/Keychains/%s\n$ security import ~/Desktop/AppleDistribution.p12 -k ~/Library/Keychains/%s -P '%s' -A\n1 identity imported.\n1 certificate imported.\n",
			kc, name, name, p12)
	}
	return hdkSec("keychain-password", "shell", text, []string{kc, p12}, name)
}

func hdkIOSP12Note() Sample {
	c := hdkNew()
	pw := hdkPw()
	exp := hdkDate()
	text := hdkP(
		fmt.Sprintf("## iOS signing handover (%s)\n\n- Team: %s (%s)\n- Distribution cert expires %s, exported as `dist_%s.p12`\n- p12 password: `%s`\n- Profiles are managed by match, see fastlane/Matchfile\n- Push uses the .p8 key, not certificates anymore\n",
			c.app, c.co, c.team, exp, c.slug, pw),
		fmt.Sprintf("%s, the Apple Distribution certificate for %s is attached. Password for the .p12 is %s. It expires %s so put a reminder somewhere.\n\n/%s",
			c.who2, c.app, pw, exp, c.who),
		fmt.Sprintf("Note to self: dev cert from the old MacBook exported to ~/Desktop/dev-cert.p12 (pw %s). Import it on the new machine, then delete.", pw),
		fmt.Sprintf("Remember: the enterprise distribution certificate for %s (team %s) lives in the shared drive under Mobile/Signing, and the export passphrase is %s.", c.app, c.team, pw))
	return hdkSec("p12-password", hdkP("markdown", "note"), text, []string{pw}, hdkIn(text, c.team)...)
}

func hdkIOSSession() Sample {
	c := hdkNew()
	v := "DES" + rnd(hexs, hdkN(70, 90)) + "SRVX"
	text := fmt.Sprintf(`$ bundle exec fastlane spaceauth -u %s
...
Pass the following via the FASTLANE_SESSION environment variable:
---
- !ruby/object:HTTP::Cookie
  name: myacinfo
  value: %s
  domain: apple.com
  for_domain: true
  path: "/"
  secure: true
  httponly: true
  expires:
  max_age:
  created_at: %s %s:11.000000000 +00:00
  accessed_at: %s %s:11.000000000 +00:00

Example:
export FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n ...'
`, c.email, v, hdkDate(), hdkClock(), hdkDate(), hdkClock())
	return hdkSec("apple-session-cookie", "shell", text, []string{v}, c.email)
}

func hdkIOSJWTCurl() Sample {
	kid := rnd(upper+digits, 10)
	iss := hdkUUID()
	jwt := hdkASCJWT(kid, iss)
	app := rnd(digits, 10)
	var text string
	switch rng.IntN(3) {
	case 0:
		text = fmt.Sprintf("curl -s -H \"Authorization: Bearer %s\" \\\n  \"https://api.appstoreconnect.apple.com/v1/apps/%s/builds?limit=5\" | jq '.data[].attributes.version'", jwt, app)
	case 1:
		text = fmt.Sprintf("GET /v1/betaGroups?filter[app]=%s HTTP/1.1\nHost: api.appstoreconnect.apple.com\nAuthorization: Bearer %s\nAccept: application/json\n", app, jwt)
	default:
		text = fmt.Sprintf("token generated by scripts/asc_token.rb, valid 20 min:\n%s\nuse it against https://api.appstoreconnect.apple.com/v1/apps/%s", jwt, app)
	}
	return hdkSec("asc-jwt", hdkP("shell", "http"), text, []string{jwt}, "api.appstoreconnect.apple.com")
}

func hdkIOSOpenssl() Sample {
	c := hdkNew()
	pw := hdkPw()
	text := hdkP(
		fmt.Sprintf("openssl pkcs12 -export -inkey ios_distribution.key -in ios_distribution.pem -certfile AppleWWDRCAG3.pem -out %s-dist.p12 -passout pass:%s", c.slug, pw),
		fmt.Sprintf("# re-export with legacy algorithms so macOS keychain accepts it\nopenssl pkcs12 -in dist.p12 -nodes -passin pass:%s -out tmp.pem\nopenssl pkcs12 -export -legacy -in tmp.pem -out dist-legacy.p12 -passout pass:%s\nrm tmp.pem", pw, pw),
		fmt.Sprintf("$ openssl pkcs12 -info -in push_%s.p12 -passin 'pass:%s' -noout\nMAC: sha256, Iteration 2048\nPKCS7 Encrypted data: PBES2, PBKDF2, AES-256-CBC, Iteration 2048", c.slug, pw))
	return hdkSec("p12-password", "shell", text, []string{pw})
}

func hdkIOSNetrcSPM() Sample {
	c := hdkNew()
	tok := hdkGhp()
	if rng.IntN(3) == 0 {
		tok = "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	bot := hdkP("ci-bot", "ios-builder", c.co+"-ci", "xcode-cloud")
	text := hdkP(
		fmt.Sprintf("#!/bin/sh\n# ci_scripts/ci_post_clone.sh — lets Xcode Cloud resolve our private Swift packages\necho \"machine github.com login %s password %s\" > ~/.netrc\nchmod 600 ~/.netrc\ndefaults write com.apple.dt.Xcode IDEPackageSupportUseBuiltinSCM YES\n", bot, tok),
		fmt.Sprintf("~/.netrc on mac-mini-%02d:\n\nmachine github.com\n  login %s\n  password %s\n", hdkN(1, 9), bot, tok),
		fmt.Sprintf("SPM can't fetch %s-design-system on CI. %s, I put a PAT for %s into the post-clone script for now: %s — will move it to a secret tomorrow", c.co, c.who2, bot, tok))
	f := "shell"
	if strings.HasPrefix(text, "~/.netrc") {
		f = "netrc"
	} else if strings.HasPrefix(text, "SPM") {
		f = "chat"
	}
	return hdkSec("github-token", f, text, []string{tok}, bot)
}

func hdkIOSPodTrunk() Sample {
	c := hdkNew()
	tok := rnd(hexs, 32)
	text := hdkP(
		fmt.Sprintf("machine trunk.cocoapods.org\n  login %s\n  password %s\n", c.email, tok),
		fmt.Sprintf("To publish %sKit from CI, add this to the runner's ~/.netrc:\n\nmachine trunk.cocoapods.org login %s password %s\n\nthen `pod trunk push %sKit.podspec --allow-warnings`.", strings.ReplaceAll(c.app, " ", ""), c.email, tok, strings.ReplaceAll(c.app, " ", "")))
	return hdkSec("cocoapods-trunk-token", "netrc", text, []string{tok}, c.email)
}

func hdkIOSMail() Sample {
	c := hdkNew()
	p12 := hdkPw()
	match := hdkPw()
	text := fmt.Sprintf(`From: %s <%s>
To: mobile-team@%s
Subject: New signing setup for %s

Hi all,

the old distribution certificate expired on Friday, so I revoked it and ran match nuke.
New setup:

  * certificates repo: github.com/%s/ios-certs (private)
  * match passphrase: %s
  * the exported .p12 (for the two people not using match) has the password %s

Please run `+"`fastlane match appstore --readonly`"+` once and tell me if anything breaks.

Thanks,
%s
`, c.who, c.email, c.domain, c.app, c.co, match, p12, c.who)
	return hdkSec("match-password", "mail", text, []string{match, p12}, "github.com/"+c.co+"/ios-certs")
}

func hdkIOSTicket() Sample {
	c := hdkNew()
	asp := hdkASP()
	kc := hdkPw()
	id := fmt.Sprintf("%s-%d", hdkP("MOB", "IOS", "APP", "REL"), hdkN(100, 4999))
	if rng.IntN(2) == 0 {
		text := fmt.Sprintf("%s: TestFlight upload fails on CI since %s\n\nSteps: run `fastlane beta` on the release/%s branch.\nError: \"Please sign in with an app-specific password\".\n\nUpdate from %s: I created a new app-specific password (%s) and updated the Bitrise secret. Build %s uploaded fine. Closing.",
			id, hdkDate(), hdkVer(), c.who, asp, hdkBuild())
		return hdkSec("apple-app-specific-password", "ticket", text, []string{asp}, id)
	}
	text := fmt.Sprintf("%s: archive step hangs on mac-mini-%02d\n\nThe codesign prompt appears because the login keychain is locked after reboot.\nWorkaround: ssh in and run\n\n    security unlock-keychain -p %s login.keychain\n\nAssignee: %s", id, hdkN(1, 9), kc, c.who2)
	return hdkSec("keychain-password", "ticket", text, []string{kc}, id)
}

func hdkIOSActions() Sample {
	c := hdkNew()
	p12 := hdkPw()
	kc := hdkPw()
	text := fmt.Sprintf(`name: iOS release
on:
  push:
    tags: ["v*"]
jobs:
  build:
    runs-on: macos-14
    env:
      P12_PASSWORD: "%s"
      KEYCHAIN_PASSWORD: %s
      DEVELOPMENT_TEAM: %s
    steps:
      - uses: actions/checkout@v4
      - name: Install signing certificate
        run: |
          echo "${{ secrets.BUILD_CERTIFICATE_BASE64 }}" | base64 --decode > cert.p12
          security create-keychain -p "$KEYCHAIN_PASSWORD" app-signing.keychain-db
          security import cert.p12 -P "$P12_PASSWORD" -k app-signing.keychain-db
      - run: xcodebuild -scheme %s -archivePath build/App.xcarchive archive
`, p12, kc, c.team, strings.ReplaceAll(c.app, " ", ""))
	return hdkSec("p12-password", "yaml", text, []string{p12, kc}, c.team)
}
