package main

import (
	"fmt"
	"strings"
)

// LAPS passwords and BitLocker recovery.

func hcuPC() string {
	return pick([]string{"LT-", "PC-", "WS-", "NB", "DESKTOP-", "AMS-LT", "FRA-PC"}) + fmt.Sprintf("%04d", hcuN(100, 9999))
}

var hcuLapsSecrets = []hcuGen{
	func() Sample {
		pc, pw := hcuPC(), hcuLaps()
		t := fmt.Sprintf("PS C:\\> Get-LapsADPassword -Identity %s -AsPlainText\n\nComputerName        : %s\nDistinguishedName   : CN=%s,OU=Laptops,OU=Workstations,DC=corp,DC=local\nAccount             : %s\nPassword            : %s\nPasswordUpdateTime  : %s %s\nExpirationTimestamp : %s %s\nSource              : EncryptedPassword\nDecryptionStatus    : Success\nAuthorizedDecryptor : CORP\\LAPS-Readers",
			pc, pc, pc, pick([]string{"Administrator", "LocalAdmin", "lapsadmin"}), pw, hcuDate(), hcuTime(), hcuDate(), hcuTime())
		return hcuS("laps-password", "powershell", t, []string{pw}, pc)
	},
	func() Sample {
		pc, pw := hcuPC(), hcuLaps()
		t := fmt.Sprintf("PS C:\\> Get-AdmPwdPassword -ComputerName %s\n\nComputerName         DistinguishedName                             Password           ExpirationTimestamp\n------------         -----------------                             --------           -------------------\n%s %s %s %s %s",
			pc, pc, "CN="+pc+",OU=Computers,DC=corp,DC=local", pw, hcuDate(), hcuTime())
		return hcuS("laps-password", "powershell", t, []string{pw}, pc)
	},
	func() Sample {
		pc, pw := hcuPC(), hcuLaps()
		t := fmt.Sprintf("PS> Get-ADComputer %s -Properties ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime | select Name, ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime\n\nName   ms-Mcs-AdmPwd     ms-Mcs-AdmPwdExpirationTime\n----   -------------     ---------------------------\n%s %s 13%d",
			pc, pc, pw, hcuN(100000000, 999999999)*10000000+hcuN(0, 9999999))
		return hcuS("laps-password", "powershell", t, []string{pw}, pc)
	},
	func() Sample {
		pc, pw := hcuPC(), hcuLaps()
		who := strings.Title(pick(hcuFirst))
		t := fmt.Sprintf("%s: can someone get me the local admin for %s? user is onsite, no network\n%s: LAPS says %s\n%s: thx, worked. it'll rotate after the post-auth action anyway",
			who, pc, strings.Title(pick(hcuFirst)), pw, who)
		return hcuS("laps-password", "chat", t, []string{pw}, pc)
	},
	func() Sample {
		pc, pw, key, tk := hcuPC(), hcuLaps(), hcuBLKey(), hcuTicket()
		kid := strings.ToUpper(rnd(hexs, 8))
		t := fmt.Sprintf("Ticket %s\nUser %s, laptop %s went into BitLocker recovery after BIOS update.\nRecovery key ID shown on screen: %s\nProvided recovery key: %s\nAfter boot, logged in with local admin (LAPS: %s) to suspend BitLocker and re-run the TPM clear.\nStatus: resolved",
			tk, hcuUser(), pc, kid, key, pw)
		return hcuS("bitlocker-recovery-key", "ticket", t, []string{key, pw}, tk, pc, kid)
	},
	func() Sample {
		id, key := strings.ToUpper(hcuGUID()), hcuBLKey()
		tid := strings.ToUpper(hcuGUID())
		t := fmt.Sprintf("C:\\WINDOWS\\system32>manage-bde -protectors -get C:\nBitLocker Drive Encryption: Configuration Tool version 10.0.22621\nCopyright (C) 2013 Microsoft Corporation. All rights reserved.\n\nVolume C: [Windows]\nAll Key Protectors\n\n    Numerical Password:\n      ID: {%s}\n      Password:\n        %s\n      Backup type:\n        Azure AD\n\n    TPM:\n      ID: {%s}\n      PCR Validation Profile:\n        7, 11\n        (Uses Secure Boot for integrity validation)",
			id, key, tid)
		return hcuS("bitlocker-recovery-key", "cmd", t, []string{key}, id, tid)
	},
	func() Sample {
		id, key, pc := strings.ToUpper(hcuGUID()), hcuBLKey(), hcuPC()
		t := fmt.Sprintf("BitLocker Drive Encryption recovery key \r\n\r\nTo verify that this is the correct recovery key, compare the start of the following identifier with the identifier value displayed on your PC.\r\n\r\nIdentifier:\r\n\r\n\t%s\r\n\r\nIf the above identifier matches the one displayed by your PC, then use the following key to unlock your drive.\r\n\r\nRecovery Key:\r\n\r\n\t%s\r\n\r\nIf the above identifier doesn't match the one displayed by your PC, then this isn't the right key to unlock your drive.\r\nTry another recovery key, or refer to https://go.microsoft.com/fwlink/?LinkID=260589 for additional assistance.\r\n(saved from %s)",
			id, key, pc)
		return hcuS("bitlocker-recovery-key", "text", t, []string{key}, id)
	},
	func() Sample {
		id, key := hcuGUID(), hcuBLKey()
		t := fmt.Sprintf("PS C:\\> (Get-BitLockerVolume -MountPoint C:).KeyProtector\n\nKeyProtectorId      : {%s}\nAutoUnlockProtector :\nKeyProtectorType    : RecoveryPassword\nKeyFileName         :\nRecoveryPassword    : %s\nKeyCertificateType  :\nThumbprint          :\n\nKeyProtectorId      : {%s}\nKeyProtectorType    : Tpm\nRecoveryPassword    :",
			id, key, hcuGUID())
		return hcuS("bitlocker-recovery-key", "powershell", t, []string{key}, id)
	},
	func() Sample {
		pc, key := hcuPC(), hcuBLKey()
		kid := strings.ToUpper(rnd(hexs, 8))
		t := fmt.Sprintf("%s  %s\nuser from %s called, laptop %s stuck on the blue recovery screen. key id %s, matches Entra. read her the key %s. she's in.",
			hcuDate(), hcuTime(), pick([]string{"finance", "sales", "warehouse", "HR", "legal"}), pc, kid, key)
		return hcuS("bitlocker-recovery-key", "notes", t, []string{key}, pc, kid)
	},
	func() Sample {
		pc1, pc2, k1, k2 := hcuPC(), hcuPC(), hcuBLKey(), hcuBLKey()
		g1, g2 := hcuGUID(), hcuGUID()
		t := fmt.Sprintf("Computer,KeyID,RecoveryPassword,Created\n%s,{%s},%s,%s\n%s,{%s},%s,%s\n", pc1, g1, k1, hcuDate(), pc2, g2, k2, hcuDate())
		return hcuS("bitlocker-recovery-key", "csv", t, []string{k1, k2}, pc1, pc2, g1, g2)
	},
	func() Sample {
		pin, pc := rnd(digits, hcuN(6, 8)), hcuPC()
		t := fmt.Sprintf("Hi %s,\n\nyour new laptop %s uses BitLocker with a startup PIN. The PIN is %s; type it when the blue screen asks before Windows starts. Please change it with 'Change BitLocker PIN' in the control panel after your first day.\n\nIT Service Desk",
			strings.Title(pick(hcuFirst)), pc, pin)
		return hcuS("bitlocker-pin", "mail", t, []string{pin}, pc)
	},
	func() Sample {
		pc, pw := hcuPC(), hcuPhrase()
		t := fmt.Sprintf("PS C:\\> Get-LapsADPassword %s -AsPlainText | fl Account,Password,ExpirationTimestamp\n\nAccount             : %s\nPassword            : %s\nExpirationTimestamp : %s %s",
			pc, pick([]string{"Administrator", "WLapsAdmin", "itadmin"}), pw, hcuDate(), hcuTime())
		return hcuS("laps-password", "powershell", t, []string{pw}, pc)
	},
	func() Sample {
		pc, pw := hcuPC(), hcuLaps()
		t := fmt.Sprintf("Hallo %s,\n\ndas lokale Admin-Kennwort (LAPS) für %s lautet: %s\nEs wird nach 8 Stunden automatisch geändert.\n\nGruß\n%s",
			strings.Title(pick(hcuFirst)), pc, pw, strings.Title(pick(hcuFirst)))
		return hcuS("laps-password", "mail", t, []string{pw}, pc)
	},
	func() Sample {
		dc, pw := pick([]string{"DC01", "DC02", "ams-dc-01", "fra-dc-03", "RODC01"}), hcuLaps()
		t := fmt.Sprintf("PS C:\\> Get-LapsADPassword -Identity %s -AsPlainText\n\nComputerName        : %s\nDistinguishedName   : CN=%s,OU=Domain Controllers,DC=corp,DC=local\nAccount             : Administrator\nPassword            : %s\nPasswordUpdateTime  : %s %s\nSource              : EncryptedDSRMPassword\nDecryptionStatus    : Success\nAuthorizedDecryptor : CORP\\Domain Admins",
			dc, dc, dc, pw, hcuDate(), hcuTime())
		return hcuS("dsrm-password", "powershell", t, []string{pw}, dc)
	},
	func() Sample {
		pc, key := hcuPC(), hcuBLKey()
		kid := strings.ToUpper(rnd(hexs, 8))
		t := fmt.Sprintf("Intune > Devices > %s > Recovery keys\n\nBitLocker Key ID   %s-%s-%s-%s-%s\nRecovery Key       %s\nDrive Type         Operating System Drive\nBackup date        %s",
			pc, kid, strings.ToUpper(rnd(hexs, 4)), strings.ToUpper(rnd(hexs, 4)), strings.ToUpper(rnd(hexs, 4)), strings.ToUpper(rnd(hexs, 12)), key, hcuDate())
		return hcuS("bitlocker-recovery-key", "portal-copy", t, []string{key}, pc, kid)
	},
}

var hcuLapsTraps = []hcuGen{
	func() Sample {
		pc := hcuPC()
		t := fmt.Sprintf("PS C:\\> Get-LapsADPassword -Identity %s\n\nComputerName        : %s\nDistinguishedName   : CN=%s,OU=Laptops,DC=corp,DC=local\nAccount             : Administrator\nPassword            : System.Security.SecureString\nPasswordUpdateTime  : %s %s\nExpirationTimestamp : %s %s\nSource              : EncryptedPassword\nDecryptionStatus    : Success\nAuthorizedDecryptor : CORP\\LAPS-Readers",
			pc, pc, pc, hcuDate(), hcuTime(), hcuDate(), hcuTime())
		return hcuT("trap-laps-securestring", "powershell", t, pc)
	},
	func() Sample {
		pc := hcuPC()
		t := fmt.Sprintf("PS> Get-ADComputer %s -Properties ms-Mcs-AdmPwdExpirationTime | select Name,ms-Mcs-AdmPwdExpirationTime\n\nName  ms-Mcs-AdmPwdExpirationTime\n----  ---------------------------\n%s 13%d\n\nPS> [datetime]::FromFileTime(13%d)",
			pc, pc, hcuN(100000000, 999999999), hcuN(100000000, 999999999))
		return hcuT("trap-laps-expiry", "powershell", t, pc)
	},
	func() Sample {
		pc := hcuPC()
		kid := strings.ToUpper(rnd(hexs, 8))
		t := fmt.Sprintf("%s: my laptop says BitLocker recovery, enter the recovery key for this drive. Recovery key ID: %s. What do I do?\nhelpdesk: no worries, verify your identity in the portal and I'll read the 48-digit key to you over the phone, don't post it here. Device is %s right?",
			pick(hcuFirst), kid, pc)
		return hcuT("trap-bitlocker-key-id", "chat", t, kid, pc)
	},
	func() Sample {
		t := fmt.Sprintf("C:\\>manage-bde -status C:\nVolume C: [OS]\n[OS Volume]\n\n    Size:                 %d,%02d GB\n    BitLocker Version:    2.0\n    Conversion Status:    Fully Encrypted\n    Percentage Encrypted: 100,0%%\n    Encryption Method:    %s\n    Protection Status:    Protection On\n    Lock Status:          Unlocked\n    Identification Field: Unknown\n    Key Protectors:\n        TPM\n        Numerical Password",
			hcuN(200, 950), hcuN(0, 99), pick([]string{"XTS-AES 128", "XTS-AES 256", "AES 128"}))
		return hcuT("trap-bitlocker-status", "cmd", t)
	},
	func() Sample {
		id := strings.ToUpper(hcuGUID())
		t := fmt.Sprintf("PS C:\\> manage-bde -protectors -get C: -Type TPM\n\nVolume C: [Windows]\nKey Protectors of Type TPM\n\n    TPM:\n      ID: {%s}\n      PCR Validation Profile:\n        7, 11\n        (Uses Secure Boot for integrity validation)\n\nPS C:\\> BackupToAAD-BitLockerKeyProtector -MountPoint C: -KeyProtectorId '{%s}'", id, strings.ToUpper(hcuGUID()))
		return hcuT("trap-bitlocker-protector-id", "powershell", t, id)
	},
	func() Sample {
		t := fmt.Sprintf("## Retrieving a BitLocker recovery key\n\n1. Ask the user for the **Key ID** (first 8 characters shown on the recovery screen).\n2. Open Intune > Devices > search the device > *Recovery keys*.\n3. You need the role `%s`; every view is audited.\n4. Never paste the 48-digit key into tickets or Teams. Read it out by phone.\n5. After unlock, run `BackupToAAD-BitLockerKeyProtector` so a new key is escrowed.\n\n_Last reviewed %s by %s_",
			pick([]string{"Helpdesk Administrator", "Cloud Device Administrator", "Intune Administrator"}), hcuDate(), hcuUser())
		return hcuT("trap-howto", "wiki", t)
	},
	func() Sample {
		gpo := pick([]string{"WS - Windows LAPS", "SEC-LAPS-Workstations", "C-Win-LAPS-Baseline", "Servers - LAPS v2"})
		t := fmt.Sprintf("GPO notes: %s\nComputer Configuration > Administrative Templates > System > LAPS\n- Configure password backup directory: Active Directory\n- Password Settings: Complexity = %s, Length = %d, Age (days) = %d\n- Name of administrator account to manage: %s\n- Enable password encryption: Enabled\n- Post-authentication actions: Reset the password and logoff, grace 8h\nLinked to OU=Workstations on %s, WMI filter none.",
			gpo, pick([]string{"Large letters + small letters + numbers + specials", "Passphrase (long words)", "4"}), pick([]int{14, 15, 20, 24}), pick([]int{7, 14, 30}), pick([]string{"LocalAdmin", "lapsadmin", "(built-in)"}), hcuDate())
		return hcuT("trap-gpo-settings", "notes", t, gpo)
	},
	func() Sample {
		pc := hcuPC()
		t := fmt.Sprintf("Log Name: Microsoft-Windows-LAPS/Operational\nSource: Microsoft-Windows-LAPS\nDate: %s %s\nEvent ID: 10018\nLevel: Information\nComputer: %s.corp.local\nDescription:\nLAPS successfully updated Active Directory with the new password.\nAccount name: %s\nPassword age (days): %d",
			hcuDate(), hcuTime(), pc, pick([]string{"Administrator", "LocalAdmin"}), hcuN(14, 30))
		return hcuT("trap-event-log", "log", t, pc)
	},
	func() Sample {
		pc := hcuPC()
		t := fmt.Sprintf("%s: where do I find the recovery key for %s?\n%s: Entra admin center > Devices > All devices > %s > BitLocker keys > Show recovery key. You need the Helpdesk role, otherwise ask %s. it's not in the old AD anymore since we moved to Intune.",
			pick(hcuFirst), pc, pick(hcuFirst), pc, pick(hcuFirst))
		return hcuT("trap-secret-location", "chat", t, pc)
	},
	func() Sample {
		pc := hcuPC()
		var g []string
		for i := 0; i < 7; i++ {
			g = append(g, "******")
		}
		g = append(g, fmt.Sprintf("%06d", rng.IntN(65536)*11))
		t := fmt.Sprintf("Self-service key retrieval audit\nDevice: %s\nUser: %s\nKey shown: %s\nResult: user unlocked device", pc, hcuUser(), strings.Join(g, "-"))
		return hcuT("trap-masked-key", "log", t, pc)
	},
	func() Sample {
		pc := hcuPC()
		t := fmt.Sprintf("PS C:\\> Reset-LapsPassword\nPS C:\\> Get-LapsDiagnostics -CollectNetworkTrace:$false\nLAPS diagnostics collection complete, output in C:\\Windows\\Temp\\LapsDiagnostics_%s_%s.zip\n# LAPS pw rotated on %s, the new one is escrowed in AD, read it with Get-LapsADPassword when needed",
			pc, strings.ReplaceAll(hcuDate(), "-", ""), pc)
		return hcuT("trap-password-talk", "powershell", t, pc)
	},
}
