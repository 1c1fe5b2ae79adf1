package main

import (
	"fmt"
	"strings"
)

// Entra ID app registrations, Graph tokens, Intune profiles and scripts.

func hcuApp() string {
	return pick([]string{"intune-reporting", "graph-user-provisioning", "app-autopilot-import", "sp-license-report", "lapsreader-automation", "mdm-compliance-export", "entra-offboarding"})
}

func hcuTAP() string {
	return hcuComplex(hcuN(8, 12))
}

func hcuTeamsHook() string {
	return fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s", strings.ToLower(pick(hcuNB)), hcuGUID(), hcuGUID(), rnd(hexs, 32), hcuGUID()) + pick([]string{"", "/V2" + rnd(b64url, 42)})
}

var hcuEntraSecrets = []hcuGen{
	func() Sample {
		tid, cid, sec := hcuGUID(), hcuGUID(), hcuAzSecret()
		t := fmt.Sprintf("$TenantId = \"%s\"\n$ClientId = \"%s\"\n$Secret   = \"%s\"\n$cred = New-Object System.Management.Automation.PSCredential($ClientId, (ConvertTo-SecureString $Secret -AsPlainText -Force))\nConnect-MgGraph -TenantId $TenantId -ClientSecretCredential $cred -NoWelcome\nGet-MgDeviceManagementManagedDevice -Filter \"operatingSystem eq 'Windows'\" -All | measure",
			tid, cid, sec)
		return hcuS("entra-client-secret", "powershell", t, []string{sec}, tid, cid)
	},
	func() Sample {
		sec, sid := hcuAzSecret(), hcuGUID()
		d := pick([]string{"intune-export", "prod", "runbook 2025", "ci-pipeline"})
		t := fmt.Sprintf("Certificates & secrets > Client secrets (1)\n\nDescription     Expires        Value                                      Secret ID\n%s    %s     %s   %s\n\nCopy the value now, it won't be shown again.",
			d, hcuDate(), sec, sid)
		return hcuS("entra-client-secret", "portal-copy", t, []string{sec}, sid)
	},
	func() Sample {
		u := hcuUser() + "@contoso.com"
		tok := hcuJWT("https://graph.microsoft.com", u)
		t := fmt.Sprintf("curl -s -H \"Authorization: Bearer %s\" \\\n  \"https://graph.microsoft.com/v1.0/deviceManagement/managedDevices?$select=deviceName,complianceState\" | jq '.value | length'\n%d",
			tok, hcuN(40, 4000))
		return hcuS("entra-access-token", "shell", t, []string{tok})
	},
	func() Sample {
		u := hcuUser() + "@fabrikam.com"
		at, rt := hcuJWT("00000003-0000-0000-c000-000000000000", u), hcuRefresh()
		t := fmt.Sprintf("{\n  \"token_type\": \"Bearer\",\n  \"scope\": \"DeviceManagementManagedDevices.Read.All User.Read\",\n  \"expires_in\": %d,\n  \"ext_expires_in\": %d,\n  \"access_token\": \"%s\",\n  \"refresh_token\": \"%s\"\n}",
			hcuN(3599, 5399), hcuN(3599, 5399), at, rt)
		return hcuS("entra-refresh-token", "json", t, []string{at, rt})
	},
	func() Sample {
		tap, u := hcuTAP(), hcuUser()
		t := fmt.Sprintf("%s: new starter %s is on site, no phone yet\n%s: issued a Temporary Access Pass, one-time, valid 1h: %s\n%s: ok she's registering Windows Hello now",
			pick(hcuFirst), u, pick(hcuFirst), tap, pick(hcuFirst))
		return hcuS("temporary-access-pass", "chat", t, []string{tap}, u)
	},
	func() Sample {
		tap, u := hcuTAP(), hcuUser()
		t := fmt.Sprintf("Welcome %s!\n\nTo set up your laptop, sign in with %s@contoso.com and this Temporary Access Pass: %s\nIt works once and expires %s. During setup you'll be asked to register the Authenticator app.\n\nService Desk", strings.Title(strings.Split(u, ".")[0]), u, tap, pick([]string{"in 8 hours", "tomorrow at 09:00", "at the end of the day"}))
		return hcuS("temporary-access-pass", "mail", t, []string{tap}, u)
	},
	func() Sample {
		psk, ssid := hcuPw(), pick([]string{"CORP-IOT", "Contoso-Warehouse", "FAB-Scanners", "Kiosk-WLAN", "Lab5G"})
		t := fmt.Sprintf("<WLANProfile xmlns=\"http://www.microsoft.com/networking/WLAN/profile/v1\">\n  <name>%s</name>\n  <SSIDConfig><SSID><name>%s</name></SSID></SSIDConfig>\n  <connectionType>ESS</connectionType>\n  <connectionMode>auto</connectionMode>\n  <MSM><security>\n    <authEncryption><authentication>WPA2PSK</authentication><encryption>AES</encryption><useOneX>false</useOneX></authEncryption>\n    <sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>%s</keyMaterial></sharedKey>\n  </security></MSM>\n</WLANProfile>",
			ssid, ssid, psk)
		return hcuS("wifi-key", "xml", t, []string{psk}, ssid)
	},
	func() Sample {
		pw := hcuPw()
		acct := pick([]string{"SupportAdmin", "itlocal", "KioskAdmin"})
		t := fmt.Sprintf("# Intune remediation: ensure local support account exists\n$name = '%s'\nif (-not (Get-LocalUser -Name $name -ErrorAction SilentlyContinue)) {\n    $pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n    New-LocalUser -Name $name -Password $pw -PasswordNeverExpires -AccountNeverExpires\n    Add-LocalGroupMember -Group 'Administrators' -Member $name\n    Write-Output \"created\"; exit 1\n}\nexit 0", acct, pw)
		return hcuS("local-admin-password", "powershell", t, []string{pw}, acct)
	},
	func() Sample {
		key, acct := hcuSAKey(), "st"+rnd(lower+digits, hcuN(8, 14))
		t := fmt.Sprintf("# collect logs from Autopilot failures\n$conn = \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n$ctx = New-AzStorageContext -ConnectionString $conn\nSet-AzStorageBlobContent -File $zip -Container 'autopilot-logs' -Context $ctx",
			acct, key)
		return hcuS("storage-account-key", "powershell", t, []string{key}, acct)
	},
	func() Sample {
		pw, u := hcuComplex(hcuN(20, 30)), pick([]string{"breakglass01", "bg-admin-a", "emergency-ga1"})
		t := fmt.Sprintf("Subject: Emergency access account rotated\n\n%s@contoso.onmicrosoft.com has a new password: %s\nPlease print it, seal it and put it in the safe next to the FIDO2 key, then reply 'done'. The account is excluded from all CA policies; sign-ins alert the SOC.\n\n%s",
			u, pw, strings.Title(pick(hcuFirst)))
		return hcuS("break-glass-password", "mail", t, []string{pw}, u)
	},
	func() Sample {
		ap := rnd(lower, 16)
		dev := pick([]string{"the Ricoh on 3", "the old Xerox", "scan-to-mail on PRN-12", "the Canon in reception"})
		t := fmt.Sprintf("%s: %s can't send mail since the MFA rollout\n%s: created an app password for scanner@contoso.com: %s. put it in the SMTP settings, server smtp.office365.com port 587 STARTTLS",
			pick(hcuFirst), dev, pick(hcuFirst), ap)
		return hcuS("app-password", "chat", t, []string{ap}, "scanner@contoso.com")
	},
	func() Sample {
		app, tid, pw := hcuApp(), hcuGUID(), hcuAzSecret()
		t := fmt.Sprintf("$ az ad sp create-for-rbac --name %s --role Reader --scopes /subscriptions/%s\nCreating 'Reader' role assignment under scope '/subscriptions/%s'\n{\n  \"appId\": \"%s\",\n  \"displayName\": \"%s\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}",
			app, hcuGUID(), hcuGUID(), hcuGUID(), app, pw, tid)
		return hcuS("entra-client-secret", "shell", t, []string{pw}, app, tid)
	},
	func() Sample {
		cid, tid, sec, sub := hcuGUID(), hcuGUID(), hcuAzSecret(), hcuGUID()
		t := fmt.Sprintf("ARM_CLIENT_ID=%s\nARM_CLIENT_SECRET=%s\nARM_TENANT_ID=%s\nARM_SUBSCRIPTION_ID=%s\nTF_VAR_location=westeurope", cid, sec, tid, sub)
		return hcuS("entra-client-secret", "env", t, []string{sec}, cid, tid, sub)
	},
	func() Sample {
		tid, cid, sec := hcuGUID(), hcuGUID(), hcuAzSecret()
		t := fmt.Sprintf("$body = @{\n    grant_type    = 'client_credentials'\n    client_id     = '%s'\n    client_secret = '%s'\n    scope         = 'https://graph.microsoft.com/.default'\n}\n$tok = Invoke-RestMethod -Method Post -Uri \"https://login.microsoftonline.com/%s/oauth2/v2.0/token\" -Body $body",
			cid, sec, tid)
		return hcuS("entra-client-secret", "powershell", t, []string{sec}, cid, tid)
	},
	func() Sample {
		key := hcuMAK()
		t := fmt.Sprintf("C:\\>cscript //nologo C:\\Windows\\System32\\slmgr.vbs /ipk %s\nInstalled product key %s successfully.\n\nC:\\>cscript //nologo C:\\Windows\\System32\\slmgr.vbs /ato\nActivating Windows(R), ServerStandard edition (%s) ...\nProduct activated successfully.",
			key, key, hcuGUID())
		return hcuS("licence-key", "cmd", t, []string{key})
	},
	func() Sample {
		lic := strings.ToUpper(rnd(alnum, 5) + "-" + rnd(alnum, 5) + "-" + rnd(alnum, 5) + "-" + rnd(alnum, 5))
		app := pick([]string{"SnagIt", "VisioViewerPro", "PDF-XChange Editor", "Bluebeam Revu", "mRemotePro"})
		t := fmt.Sprintf("Intune Win32 app: %s\nInstall command: setup.exe /quiet /norestart LICENSEKEY=%s ACCEPT_EULA=1\nUninstall command: msiexec /x {%s} /qn\nDetection: file version >= %d.%d", app, lic, strings.ToUpper(hcuGUID()), hcuN(2, 24), hcuN(0, 9))
		return hcuS("licence-key", "notes", t, []string{lic}, app)
	},
	func() Sample {
		sec, cid := hcuAzSecret(), hcuGUID()
		t := fmt.Sprintf("trigger:\n  branches: { include: [ main ] }\npool: { vmImage: windows-latest }\nvariables:\n  AZURE_CLIENT_ID: %s\n  AZURE_CLIENT_SECRET: %s  # TODO move to variable group\nsteps:\n  - pwsh: ./Export-IntuneConfig.ps1\n    env:\n      AZURE_CLIENT_SECRET: $(AZURE_CLIENT_SECRET)", cid, sec)
		return hcuS("entra-client-secret", "yaml", t, []string{sec}, cid)
	},
	func() Sample {
		hook := hcuTeamsHook()
		t := fmt.Sprintf("# post non-compliant device count to the Teams channel\n$hook = '%s'\n$msg = @{ text = \"Non-compliant Windows devices today: $count\" } | ConvertTo-Json\nInvoke-RestMethod -Uri $hook -Method Post -Body $msg -ContentType 'application/json'", hook)
		return hcuS("teams-webhook", "powershell", t, []string{hook})
	},
	func() Sample {
		url := fmt.Sprintf("https://prod-%02d.westeurope.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s", hcuN(1, 40), rnd(hexs, 32), rnd(b64url, 43))
		t := fmt.Sprintf("Flow \"Offboarding - disable user\" is live. HR posts to:\n%s\nbody: { \"upn\": \"...\", \"lastDay\": \"yyyy-mm-dd\" }\nDon't share the URL outside the team, anyone with it can trigger the flow.", url)
		return hcuS("flow-webhook", "notes", t, []string{url})
	},
}

var hcuEntraTraps = []hcuGen{
	func() Sample {
		app, cid, oid, tid := hcuApp(), hcuGUID(), hcuGUID(), hcuGUID()
		t := fmt.Sprintf("App registration: %s\nDisplay name            %s\nApplication (client) ID %s\nObject ID               %s\nDirectory (tenant) ID   %s\nSupported account types My organization only\nClient credentials      0 certificate, 1 secret", app, app, cid, oid, tid)
		return hcuT("trap-client-id", "portal-copy", t, cid, oid, tid)
	},
	func() Sample {
		sid := hcuGUID()
		t := fmt.Sprintf("Certificates & secrets > Client secrets (1)\n\nDescription     Expires        Value                  Secret ID\n%s    %s     %s%sQ~**********   %s",
			pick([]string{"intune-export", "prod", "runbook"}), hcuDate(), rnd(alnum, 3), rnd(digits, 1), sid)
		return hcuT("trap-masked", "portal-copy", t, sid)
	},
	func() Sample {
		cid, tid, th := hcuGUID(), hcuGUID(), hcuThumb()
		t := fmt.Sprintf("Connect-MgGraph -ClientId %s -TenantId %s -CertificateThumbprint %s -NoWelcome\nGet-MgContext | select AuthType, AppName, Scopes\n\nAuthType    AppName            Scopes\n--------    -------            ------\nAppOnly     %s  {DeviceManagementManagedDevices.Read.All}", cid, tid, th, hcuApp())
		return hcuT("trap-cert-auth", "powershell", t, cid, tid, th)
	},
	func() Sample {
		u := hcuUser() + "@contoso.com"
		t := fmt.Sprintf("decoded on jwt.ms, claims only:\n{\n  \"aud\": \"https://graph.microsoft.com\",\n  \"iss\": \"https://sts.windows.net/%s/\",\n  \"amr\": [\"pwd\", \"mfa\"],\n  \"upn\": \"%s\",\n  \"roles\": [\"DeviceManagementConfiguration.Read.All\"],\n  \"uti\": \"%s\",\n  \"wids\": [\"%s\"]\n}\nlooks like the role claim is missing the write scope", hcuGUID(), u, rnd(b64url, 22), hcuGUID())
		return hcuT("trap-decoded-claims", "json", t, u)
	},
	func() Sample {
		var rows []string
		for i := 0; i < hcuN(2, 4); i++ {
			rows = append(rows, fmt.Sprintf("%s,%s,%s,%s@contoso.com,%s", hcuPC(), strings.ToUpper(rnd(alnum, 10)), hcuGUID(), hcuUser(), pick([]string{"Compliant", "Noncompliant", "InGracePeriod"})))
		}
		t := "Device name,Serial number,Entra Device ID,Primary user UPN,Compliance\n" + strings.Join(rows, "\n")
		return hcuT("trap-device-export", "csv", t)
	},
	func() Sample {
		sn := strings.ToUpper(rnd(alnum, 10))
		t := fmt.Sprintf("Device Serial Number,Windows Product ID,Hardware Hash,Group Tag\n%s,,%s,%s", sn, hcuB64(hcuN(300, 500)), pick([]string{"AMS-Std", "Kiosk", "Dev"}))
		return hcuT("trap-hardware-hash", "csv", t, sn)
	},
	func() Sample {
		t := fmt.Sprintf("Temporary Access Pass policy (%s)\n- Enabled for group SG-Onboarding\n- Minimum lifetime 1 hour, maximum %d hours, default %d\n- Length %d characters, one-time use: Yes\n- Helpdesk can issue via Entra > Users > Authentication methods > + Add. Hand it over by phone only.", hcuDate(), pick([]int{8, 24, 48}), pick([]int{1, 8}), pick([]int{8, 10, 12}))
		return hcuT("trap-policy-talk", "notes", t)
	},
	func() Sample {
		app, kid := hcuApp(), hcuGUID()
		t := fmt.Sprintf("$ az ad app credential list --id %s\n[\n  {\n    \"customKeyIdentifier\": null,\n    \"displayName\": \"%s\",\n    \"endDateTime\": \"%sT10:12:03Z\",\n    \"hint\": \"%s\",\n    \"keyId\": \"%s\",\n    \"secretText\": null,\n    \"startDateTime\": \"%sT10:12:03Z\"\n  }\n]", hcuGUID(), app, hcuDate(), rnd(alnum, 3), kid, hcuDate())
		return hcuT("trap-credential-metadata", "shell", t, kid)
	},
	func() Sample {
		u := hcuUser() + "@contoso.com"
		t := fmt.Sprintf("Sign-in logs > %s\nDate            %s %s\nRequest ID      %s\nCorrelation ID  %s\nUser            %s\nApplication     Windows Sign In\nStatus          Failure\nSign-in error code  50126\nFailure reason  Error validating credentials due to invalid username or password.", hcuDate(), hcuDate(), hcuTime(), hcuGUID(), hcuGUID(), u)
		return hcuT("trap-sign-in-log", "log", t, u)
	},
	func() Sample {
		cid, tid := hcuGUID(), hcuGUID()
		t := fmt.Sprintf("# .env.example - copy to .env and fill in\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s\nGRAPH_SCOPE=https://graph.microsoft.com/.default", tid, cid, pick([]string{"<client-secret>", "", "changeme", "your-secret-here", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}))
		return hcuT("trap-placeholder", "env", t, cid, tid)
	},
	func() Sample {
		ssid := pick([]string{"CORP", "Contoso-Staff", "FAB-Secure"})
		t := fmt.Sprintf("Intune Wi-Fi profile \"%s - EAP-TLS\"\n- SSID: %s, WPA2-Enterprise\n- EAP type: EAP-TLS, client auth via SCEP cert (profile \"SCEP-User-Cert\")\n- Root cert: Contoso Root CA (thumbprint %s)\n- Server names: nps01.corp.local;nps02.corp.local\nno pre-shared key, nothing to rotate", ssid, ssid, hcuThumb())
		return hcuT("trap-wifi-eap", "notes", t, ssid)
	},
	func() Sample {
		t := fmt.Sprintf("C:\\>cscript //nologo slmgr.vbs /dli\nName: Windows(R), ServerDatacenter edition\nDescription: Windows(R) Operating System, VOLUME_KMSCLIENT channel\nPartial Product Key: %s\nLicense Status: Licensed\nVolume activation expiration: %d minute(s) (%d day(s))\nKey Management Service client information\n    Client Machine ID (CMID): %s\n    KMS machine name from DNS: kms01.corp.local:1688", rnd("BCDFGHJKMPQRTVWXY2346789", 5), hcuN(100000, 259200), hcuN(70, 180), hcuGUID())
		return hcuT("trap-partial-key", "cmd", t)
	},
	func() Sample {
		t := fmt.Sprintf("Entra Password Protection is on for on-prem DCs since %s. Custom banned list has our brand names and city names; passwords with them are rejected on change. Audit mode showed %d weak passwords last month, enforced now. Nobody's password gets logged, only the fact it failed.", hcuDate(), hcuN(20, 400))
		return hcuT("trap-password-talk", "chat", t)
	},
}
